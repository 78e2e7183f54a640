import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { selectSentences } from './sentence-selection.js';
import { classYearsNamed, firstGenerationNamed } from './question-wording.js';

const passage = (sourceId: string, title: string, text: string): Passage => ({ id: `${sourceId}:0`, sourceId, sourceType: 'content', title, text, page: null, score: 1 });

describe('sentence selection with words no passage holds', () => {
  it('lets an equivalent stand in for a word asked that no passage holds, over a passage sharing a lesser word', () => {
    const passages = [
      passage('loans', 'Student Loans', 'Federal loans have fixed interest rates for every borrower in school.'),
      passage('registrar', 'Registrar', 'The registrar corrects the birth date in student records within five days.'),
    ];
    // With a student chosen, only a line holding a word asked (or one standing in for it) answers.
    const chosen = selectSentences('Who fixes a wrong birthday for Jordan?', passages, 'Jordan Rivera');
    expect(chosen[0]?.marker).toBe(2);
    expect(chosen.map((s) => s.marker)).not.toContain(1);
  });
});

describe('sentence selection by what the question names and the words each passage uses', () => {
  it('counts an equivalent as written in a passage that never says the word asked, though another passage does', () => {
    const passages = [
      passage('loans', 'Student Loans', 'Federal loans have fixed interest rates while you are in school.'),
      passage('registrar', 'Registrar', 'The registrar corrects names and dates of birth in school records.'),
    ];
    // No student chosen: "fixed" in the loans passage no longer turns "corrects" into a mere related word.
    expect(selectSentences('Who fixes a wrong birthday in a school file?', passages)[0]?.marker).toBe(2);
  });

  it('prefers a line holding the thing the question names over one sharing only its other words', async () => {
    const { namedThings } = await import('../../domain/question-focus.js');
    const passages = [passage('aid', 'Financial Aid Basics', [
      'The FAFSA is the form for federal grants, work-study and federal student loans.',
      'File the FAFSA as soon as it opens in the fall of senior year.',
      'The FAFSA uses tax information from two years earlier.',
      'Every college publishes a net price calculator, which estimates what you pay before you apply.',
    ].join(' '))];
    const question = 'What does the FAFSA pay for?';
    const named = namedThings(question, null);
    expect(named.map((t) => t.text)).toEqual(['FAFSA']);
    expect(selectSentences(question, passages)[0]?.text).toMatch(/net price/);
    expect(selectSentences(question, passages, null, null, null, null, named)[0]?.text).toMatch(/FAFSA is the form/);
  });
});

describe('sentence selection on how askers name children and class years', () => {
  const night = passage('night', 'Junior Parent Night', 'Junior Parent Night is on Thursday at 6:00 p.m. in the auditorium. Childcare is provided in room A-3 for children aged four to ten.');
  const college = passage('college', 'Spring College Night', 'Juniors and their families are the main audience, but all grades are welcome.');

  it('reads "eleventh-grade" as the class year passages call junior, and "kids" as the children a line names', () => {
    const chosen = selectSentences('Can families bring small kids to the evening for eleventh-grade parents?', [college, night]);
    expect(chosen[0]?.marker).toBe(2);
    expect(chosen.map((s) => s.marker)).not.toContain(1);
    expect(chosen.some((s) => s.text.startsWith('Childcare is provided'))).toBe(true);
  });

  it('names each class year by its grade', () => {
    expect(classYearsNamed('events for 12th graders and ninth-grade families')).toBe('events for senior and freshman families');
  });
});

describe('sentence selection by tests named by acronym and short forms written out', () => {
  it('prefers a line about the test asked by its acronym alone over another test\'s line sharing more words', async () => {
    const { fieldTestsIn } = await import('../../domain/question-focus.js');
    const passages = [
      passage('act', 'ACT Test Center at Westfield', 'Students with fee waivers from their counselor may register at no cost.'),
      passage('ap', 'AP Exam Registration', 'Students who qualify for free or reduced-price meals pay $5 per exam.'),
    ];
    const question = 'Is there a fee waiver for AP exams?';
    expect(fieldTestsIn(question)).toEqual(['ap']);
    expect(fieldTestsIn('When is SAT School Day?')).toEqual([]);
    expect(selectSentences(question, passages)[0]?.marker).toBe(1);
    expect(selectSentences(question, passages, null, null, null, null, [], fieldTestsIn(question))[0]?.marker).toBe(2);
  });

  it('reads a short form as its long form even where another passage writes the short form in passing', () => {
    const passages = [
      passage('trades', 'Valley Builders Guild Trades Scholarship', 'Submit a letter from a shop or CTE teacher with the application.'),
      passage('cte', 'Career Technical Pathways', 'Westfield offers career-technical courses in construction and health careers.'),
    ];
    expect(selectSentences('What CTE courses are there?', passages)[0]?.marker).toBe(2);
  });
});

describe('sentence selection under a heading that names the word asked', () => {
  it('counts a line saying the word in other words under that heading as saying it, over another passage\'s line', () => {
    const passages = [
      passage('undocumented', 'Support for Undocumented Students',
        'Applying to college and for aid without a Social Security number. Undocumented students may attend public colleges in the state at in-state tuition after three years at a state high school. Instead of the FAFSA, these students file the state Dream Act application.'),
      passage('grant', 'State Grant GPA Verification', 'Westfield uploads a GPA verification for every senior to the state student aid commission.'),
      passage('scholarship', 'Delgado Family Scholarship', 'Applicants must show that they submitted the FAFSA or the state Dream Act application.'),
    ];
    const chosen = selectSentences('Can undocumented students get state aid?', passages);
    expect(chosen[0]?.text).toMatch(/^Instead of the FAFSA/);
  });
});

describe('sentence selection on everyday words for a passage\'s own', () => {
  it('reads a weekend as its days', () => {
    const passages = [passage('aid', 'Financial Aid Advising Hours',
      'Mr. Ibarra meets families on Tuesdays and Thursdays after school. Saturday help sessions run from 9:00 a.m. to noon in January.')];
    expect(selectSentences('any weekend help with the fafsa?', passages)[0]?.text).toMatch(/^Saturday help sessions/);
  });
});

describe('sentence selection on how families say first-generation, and Markdown headings', () => {
  it('reads "the first in their household to go to a university" as first-generation as well', () => {
    expect(firstGenerationNamed('kids who will be the first in their household to go to a university?'))
      .toBe('kids who will be the first in their household to go to a university, first-generation,?');
    expect(firstGenerationNamed('first day of school')).toBe('first day of school');
  });

  it('never answers with a Markdown heading', () => {
    const passages = [passage('award', 'Delgado', '## Renewable scholarship award details\n\nThe award is renewed each year a student stays enrolled.')];
    expect(selectSentences('Is the scholarship award renewable?', passages).map((s) => s.text).join(' ')).not.toContain('##');
  });
});

describe('sentence selection on a question in Spanish', () => {
  it('reads a short form not written in capitals as the Spanish word it is', () => {
    const passages = [passage('senior', 'Senior Checklist', 'Seniors request transcripts three weeks before the first deadline.')];
    expect(selectSentences('¿Cuándo atiende el Sr. Ibarra a las familias?', passages)).toEqual([]);
    // In an English question it is the short form.
    expect(selectSentences('When do sr transcripts go out?', passages)).toHaveLength(1);
  });
});

describe('sentence selection and compound terms', () => {
  const passages = [
    passage('aid', 'Financial Aid Basics', 'The FAFSA is the form for federal grants, work-study and federal loans.'),
    passage('hours', 'Aid Advising Hours', 'Saturday sessions help parents who cannot come in on weekdays.'),
  ];

  it('does not count a word asked that a line says only as part of a compound term', () => {
    // "work" is not "work-study": the line on aid shares only a part of its compound with the question.
    const jobs = [passages[0], passage('center', 'Career Center', 'The career center posts openings for after school.')];
    const chosen = selectSentences('Where can a kid find work after school?', jobs);
    expect(chosen.map((s) => s.marker)).toEqual([2]);
  });

  it('counts the compound when the question asks for it whole', () => {
    expect(selectSentences('what is work study?', passages)[0]?.marker).toBe(1);
  });
});

describe('sentence selection when the question asks whether a thing is there', () => {
  it('prefers the line holding the thing asked for over one sharing the other words', () => {
    const passages = [
      passage('waivers', 'Fee Waivers', 'Families on public assistance can apply to college without paying application fees.\n'
        + 'On the Common App, answer the fee waiver question in the profile section. Each senior may use four waivers for colleges that do not accept the Common App waiver.'),
      passage('center', 'College and Career Center', 'The Center is open before school and at lunch.\nThe Center also has a printer for application documents and free practice books.'),
    ];
    expect(selectSentences('is there a printer kids can use for college apps?', passages)[0]?.marker).toBe(2);
  });

  it('cites beside that line no line that does not hold the thing, however search ranked it', () => {
    const passages = [
      passage('waivers', 'College Application Fee Waivers', 'Each eligible senior may use up to four waivers for colleges that do not accept the Common App waiver.'),
      passage('center', 'College and Career Center', 'The Center also has a printer for application documents and free practice books.'),
    ];
    expect(selectSentences('is there a printer kids can use for college apps?', passages).map((s) => s.marker)).toEqual([2]);
  });

  it('reads past a noun that says only that there is something ("any weekend option")', () => {
    const passages = [
      passage('loans', 'Loans', 'Federal loans have fixed rates and repayment options. Parent loans need the FAFSA.'),
      passage('hours', 'Aid Hours', 'Saturday help sessions run from nine to noon in January.\nMr. Ibarra can help parents with the FAFSA.'),
    ];
    expect(selectSentences('parent needs fafsa help but works weekdays, any weekend option?', passages)[0]?.marker).toBe(2);
  });
});

describe('sentence selection after a lead-in', () => {
  const arts = passage('arts', 'Harmon Family Arts Award', 'The Harmon Family Arts Award is given by the Harmon family gallery, a different family from the nursing scholarship with a similar name. It awards $1,000 to each of two seniors.');
  const memorial = passage('memorial', 'Eleanor Harmon Memorial Scholarship', 'The Eleanor Harmon Memorial Scholarship honors a school nurse. Submit a 500-word essay about a time you cared for someone, and an unofficial transcript.');

  it('answers from a line holding a word of the clause that asks, not one sharing only the lead-in\'s words', () => {
    const chosen = selectSentences('Maya wants to apply for the Harmon nursing scholarship; how long is the essay?', [arts, memorial], 'Maya Chen');
    expect(chosen[0]?.text).toMatch(/500-word essay/);
    // The lead-in's line is not cited beside it.
    expect(chosen.map((s) => s.marker)).not.toContain(1);
  });

  it('reads a question asked whole as before', () => {
    const chosen = selectSentences('Which Harmon award is not the nursing scholarship?', [arts, memorial], null);
    expect(chosen[0]?.marker).toBe(1);
  });
});
