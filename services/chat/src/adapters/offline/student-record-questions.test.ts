// The offline answerer on what only the student's record could say, and a score the profile cannot hold
// (student-record-questions.ts), over the demo knowledge base.
import { describe, expect, it } from '@jest/globals';
import { opensWithDecline } from '../../domain/decline.js';
import { ask, jordan, maya } from '../../../test/support/offline-ask.js';

describe('the offline answerer on what only the student\'s records could say', () => {
  const passage = (id: string, title: string, text: string): Passage => ({ id, sourceId: id, sourceType: 'content', title, text, page: null, score: 1 });
  const tryouts = passage('tryouts', 'Fall sports', 'Tryouts for varsity soccer are held in August on the main field.');
  const css = passage('css', 'The CSS Profile', 'The CSS Profile is submitted online through the College Board and is due with the early application.');
  const waivers = passage('waivers', 'Fee waivers', 'Students who qualify for free or reduced-price lunch can get application fee waivers from their counselor.');
  const visits = passage('visits', 'Campus visits', 'Visit colleges in the spring of junior year and register for the official tour in advance.');

  it('declines first a thing of the student\'s own that their records and the passage quoted hold only part of', async () => {
    // Jordan's record holds varsity soccer, the passage soccer tryouts: neither names his coach.
    const { text } = await ask('Who is Jordan\'s varsity soccer coach?', jordan, [tryouts]);
    expect(opensWithDecline(text)).toBe(true);
  });

  it('declines first what the student did to something their records do not hold, though they hold the deed', async () => {
    const { text } = await ask('Has Maya submitted her CSS Profile?', maya, [css]);
    expect(opensWithDecline(text)).toBe(true);
  });

  it('declines first a deed the college list has no word for, and answers one it has', async () => {
    const { text } = await ask('Which colleges has Jordan visited so far?', jordan, [visits]);
    expect(opensWithDecline(text)).toBe(true);
    const { text: held } = await ask('What leadership roles has Maya held?', maya, [visits]);
    expect(opensWithDecline(held)).toBe(false);
    expect(held).toContain('Captain of the robotics team');
  });

  it('declines first which of a thing the knowledge base speaks of the student did, when their records do not hold it', async () => {
    const ap = passage('ap', 'AP Exam Registration', 'Students in AP classes register for the May exams through their AP Classroom account by November 13.');
    // Her record holds AP courses, not exams: which exams she registered for is hers or nowhere.
    const { text } = await ask('Which AP exams has Maya signed up for?', maya, [ap]);
    expect(opensWithDecline(text)).toBe(true);
    // Her record holds leadership, which answers.
    const { text: held } = await ask('What leadership roles has Maya held?', maya, [ap]);
    expect(opensWithDecline(held)).toBe(false);
  });

  it('declines first what the question says is the student\'s own when a passage holds its name only in another thing\'s', async () => {
    const scams = passage('scams', 'Avoiding scams', 'A legitimate scholarship does not ask for a bank account number or your FSA ID password.');
    const { text } = await ask('What is Maya\'s student ID number?', maya, [scams]);
    expect(opensWithDecline(text)).toBe(true);
    expect(text).toContain('Related, from the knowledge base (not an answer to the question):');
    // A thing the knowledge base holds that is not said to be hers is still the knowledge base's to answer.
    const { text: fsa } = await ask('What is an FSA ID?', maya, [scams]);
    expect(opensWithDecline(fsa)).toBe(false);
  });

  it('answers what the question calls the student\'s own from a document whose title names it', async () => {
    const letters = passage('letters', 'Counselor Letter Requests', 'Request your counselor letter through the online form at least four weeks before the first deadline.');
    const { text } = await ask('How does Maya request her counselor letter?', maya, [letters]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toContain('Request your counselor letter through the online form');
  });

  it('declines first whether the student qualifies for something their records say nothing of', async () => {
    const { text } = await ask('Is Jordan eligible for free or reduced-price lunch?', jordan, [waivers]);
    expect(opensWithDecline(text)).toBe(true);
  });

  it('declines first a lower-case thing no source names in any word, not one whose words the best line says', async () => {
    const rotary = passage('rotary', 'Rotary scholarship', 'The Riverbend Rotary club awards a Service Scholarship to three seniors every spring.');
    const pathways = passage('pathways', 'Career pathways', 'Seniors in the construction pathway can join a pre-apprenticeship with local building trades unions.');
    const { text } = await ask('How do I join the robotics club?', null, [pathways, rotary]);
    expect(opensWithDecline(text)).toBe(true);
    const summer = passage('summer', 'Summer Engineering Institute', 'The Summer Engineering Institute is a free four-week program in July for rising juniors and seniors.');
    const { text: camp } = await ask('Is there a free engineering camp during the break?', null, [summer]);
    expect(opensWithDecline(camp)).toBe(false);
  });

  it('answers what a term is from the line that introduces it in brackets, not one that only uses it', async () => {
    const scams = passage('scams', 'Avoiding scams', 'A legitimate scholarship does not ask for a bank account number or your FSA ID password.');
    const aid = passage('aid', 'Financial aid basics', 'Each student and each contributing parent needs a StudentAid.gov account (FSA ID) to sign the form.');
    const { text } = await ask('What is an FSA ID?', null, [scams, aid]);
    expect(text).toContain('In short: Each student and each contributing parent needs a StudentAid.gov account (FSA ID)');
  });

  it('leaves out search\'s best passage when its line only repeats the answer\'s words', async () => {
    const gapYear = passage('gap', 'Gap years', 'Colleges that grant deferrals usually want a written plan for the year by May 1.');
    const reply = passage('reply', 'Timeline: Spring', 'May 1 is the National Candidate Reply Date: the deadline to accept one offer and pay the deposit.');
    const { text } = await ask('What happens on May 1?', null, [gapYear, reply]);
    expect(text).toContain('In short: May 1 is the National Candidate Reply Date');
    expect(text).not.toContain('[1]');
  });

  it('answers "when is" from a line that gives the date, not one that only describes the thing', async () => {
    const college = passage('college', 'Spring College Night', 'Juniors and their families are the main audience, but all grades are welcome.');
    const junior = passage('junior', 'Junior Parent Night', 'Junior Parent Night is on Thursday, February 4, 2027, at 6:00 p.m. in the auditorium.');
    const { text } = await ask('Jordan is a junior; when is the night for junior families?', jordan, [college, junior]);
    expect(text).toContain('In short: Junior Parent Night is on Thursday, February 4, 2027');
    expect(text).not.toContain('[1]');
  });

  it('reads "first" as the order asked for, not what the question is about', async () => {
    const fafsa = passage('fafsa', 'Financial aid basics', 'The FAFSA for the coming school year opens in the fall; some aid is first come, first served.');
    const permits = passage('permits', 'Work permits', 'Students under 18 need a work permit to hold a job after school.');
    const { text } = await ask('Jordan wants to work at a cafe after school; what does he need first?', jordan, [fafsa, permits]);
    expect(text).toContain('In short: Students under 18 need a work permit');
    expect(text).not.toContain('[1]');
  });

  it('answers "when does" from a line that gives the date as well', async () => {
    const rules = passage('rules', 'Deposits', 'Paying deposits at more than one college (double depositing) is not allowed.');
    const reply = passage('reply', 'Timeline: Spring', 'May 1 is the National Candidate Reply Date: the deadline to accept one offer and pay the enrollment deposit.');
    const { text } = await ask('Maya got into Rice early decision; when does she have to pay the deposit?', null, [rules, reply]);
    expect(text).toContain('In short: May 1 is the National Candidate Reply Date');
  });

  it('reads "asking about" as how the question is framed, not what it is about', async () => {
    const visits = passage('visits', 'Campus visit checklist', 'Visit the financial aid office and ask how outside scholarships change the aid package.');
    const undocumented = passage('undoc', 'Support for undocumented students', 'Undocumented students file the state Dream Act application for state aid instead of the FAFSA.');
    const { text } = await ask('student is undocumented and asking about aid', null, [visits, undocumented]);
    expect(text).toContain('In short: Undocumented students file the state Dream Act application');
    expect(text).not.toContain('[1]');
  });

  it('leads with a line that states the count asked for when the best line states none, rather than declining it', async () => {
    const union = passage('union', 'Credit Union Scholarship', 'Riverbend Credit Union awards five scholarships of $750 each to graduating seniors.');
    const diploma = passage('diploma', 'Graduation requirements', 'Students need 230 credits to graduate, including four years of English.');
    const { text } = await ask('How many credits does a student need for a diploma?', null, [union, diploma]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toContain('In short: Students need 230 credits to graduate');
    expect(text).not.toContain('[1]');
    // With no line stating it, the count is still declined first.
    const { text: none } = await ask('How many credits does a student need for a diploma?', null, [union]);
    expect(opensWithDecline(none)).toBe(true);
  });

  it('leaves out a passage ranked above the answer\'s (not search\'s best) whose line says only what the answer says', async () => {
    const deposits = passage('deposits', 'Deposits', 'Housing deposits are paid to the college, not to Westfield.');
    const gapYear = passage('gap', 'Gap years', 'Colleges that grant deferrals usually want a written plan for the year by May 1.');
    const reply = passage('reply', 'Timeline: Spring', 'May 1 is the National Candidate Reply Date: the deadline to accept one offer and pay the deposit.');
    const { text } = await ask('What happens on May 1?', null, [deposits, gapYear, reply]);
    expect(text).toContain('In short: May 1 is the National Candidate Reply Date');
    expect(text).not.toContain('[2]');
  });
});

describe('the offline answerer on a test score the profile cannot hold', () => {
  it('declines first the score of a test other than the SAT or ACT, and answers those from the profile', async () => {
    const { text } = await ask('What did Maya score on the AP Chemistry exam?', maya, []);
    expect(opensWithDecline(text)).toBe(true);
    const { text: sat } = await ask('What is Maya\'s SAT score?', maya, []);
    expect(opensWithDecline(sat)).toBe(false);
  });
});

describe('the offline answerer on the student\'s record asked in other words', () => {
  it('answers "hobbies" and "extracurriculars" from the activities the record holds, without a decline', async () => {
    for (const question of ['What are Jordan\'s hobbies?', 'What are Jordan\'s extracurriculars?']) {
      const { text } = await ask(question, jordan);
      expect(opensWithDecline(text)).toBe(false);
      expect(text).toMatch(/Activities: Varsity Soccer/);
    }
  });

  it('shows first the fact that holds a word asked, or one of the same meaning', async () => {
    const { relevantFacts } = await import('./student-record-questions.js');
    const facts = [
      { key: 'activities' as const, text: 'Activities: Robotics Club' },
      { key: 'clubs' as const, text: 'Clubs: Science Olympiad' },
      { key: 'leadership' as const, text: 'Leadership: Captain of the robotics team' },
      { key: 'internships' as const, text: 'Internships and volunteering: Summer research intern at a lab' },
    ];
    expect(relevantFacts(facts, ['activities'], 'Where has Maya interned?')[0].key).toBe('internships');
    expect(relevantFacts(facts, ['activities'], 'What has Maya done outside class?')[0].key).toBe('activities');
  });

  it('reads "test scores" as the scores the profile holds, not a test it cannot', async () => {
    const { unrecordedScore } = await import('./student-record-questions.js');
    expect(unrecordedScore('What are Maya\'s test scores?', 'Maya Chen')).toBeNull();
    expect(unrecordedScore('What are Maya\'s standardized test scores?', 'Maya Chen')).toBeNull();
    expect(unrecordedScore('What are Maya\'s AP exam scores?', 'Maya Chen')).toBe('AP exam');
  });
});

