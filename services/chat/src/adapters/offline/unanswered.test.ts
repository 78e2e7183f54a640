import { describe, expect, it } from '@jest/globals';
import { askedFigure, figureNotStated, namesIn, unansweredNote } from './unanswered.js';

describe('what a question asks for that the shown sources do not hold', () => {
  it('reads the names a question gives (possessive dropped), not its first word, the student, months or acronyms', () => {
    expect(namesIn('When is Stanford\'s early decision deadline?', null)).toEqual(['Stanford']);
    expect(namesIn('What is the application fee for the University of Michigan?', null)).toEqual(['University of Michigan']);
    expect(namesIn('How much merit scholarship will Purdue offer Jordan?', 'Jordan Rivera')).toEqual(['Purdue']);
    expect(namesIn('What happens on May 1 for SAT and ACT takers?', null)).toEqual([]);
  });

  it('reads a figure of a past year as stated only by a line about that past', () => {
    const rule = 'Riverbend Rotary Service Scholarship: Applicants need at least 100 hours of documented community service.';
    expect(figureNotStated("How many service hours did last year's Rotary winners log?", rule)).toBe('count');
    expect(figureNotStated('How many service hours do Rotary applicants need?', rule)).toBeNull();
    expect(figureNotStated('How many students won the Rotary award last year?', 'Last year, three students won the Rotary award.')).toBeNull();
  });

  it('says the records do not say when a named college is in none of the shown lines', () => {
    expect(unansweredNote('When is Stanford\'s early decision deadline?', 'Most ED and EA deadlines are November 1 or November 15. [1]', null))
      .toBe('None of these sources mentions Stanford: the records here do not say, so no date is given for it. Check the college\'s or program\'s own website.');
    expect(unansweredNote('When does the Common App open?', 'The Common App opens on August 1 each year. [1]', null)).toBeNull();
  });

  it('says so when the date, amount or rate asked for is stated by no shown line', () => {
    expect(unansweredNote('How much does the CSS Profile cost per college?', 'The CSS Profile has a fee for each college. [1]', null))
      .toBe('None of these sources states the amount asked for: the records here do not say, so none is given.');
    expect(unansweredNote('On what exact date does the next FAFSA open?', 'The FAFSA opens in the fall of senior year. [1]', null)).toMatch(/states the date asked for/);
    expect(unansweredNote('Which application deadlines does Maya have coming up?', '- 2026-11-29: Georgia Tech [L]', 'Maya Chen')).toBeNull();
  });

  it('reads a time stated under a title the question names in short or misspelt words', () => {
    const line = { title: 'FAFSA Completion Night', text: 'FAFSA Completion Night is on Wednesday, January 13, 2027, from 5:30 to 8:00 p.m.' };
    const shown = `${line.title}: ${line.text}`;
    expect(figureNotStated('fafsa completon nite - what time does it start?', shown, null, [line])).toBeNull();
    // Another event's time does not answer.
    const other = { title: 'Spring College Night', text: 'Spring College Night runs from 6:00 to 8:00 p.m. in the gym.' };
    expect(figureNotStated('fafsa completon nite - what time does it start?', `${other.title}: ${other.text}`, null, [other])).toBe('time');
  });

  it('reads a time of day and a count as figures that must be stated', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    expect(figureNotStated('What time does the awards breakfast start?', 'The breakfast is in the gym. [1]')).toBe('time');
    expect(figureNotStated('What time does the awards breakfast start?', 'The breakfast starts at 7:30 a.m. in the gym. [1]')).toBeNull();
    expect(figureNotStated('How many waivers can a senior use?', 'Each senior may use up to four waivers. [1]')).toBeNull();
    expect(figureNotStated('How many applicants did the award get?', 'The award gives $4,000 over four years. [1]')).toBe('count');
  });

  it('reads a figure only from a line about what the question asks it of', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    const other = 'Gap Year Fair: The fair is in the gym. [1]\nSummer Institute: Housing costs $200 a week. [2]';
    expect(figureNotStated('How much is the gap year fair entry fee?', other)).toBe('amount');
    expect(figureNotStated('How much is the gap year fair entry fee?', 'Gap Year Fair: Entry is $5 at the door. [1]')).toBeNull();
  });

  it('leaves alone a question that asks whether or where, not how much', () => {
    expect(unansweredNote('Is there a fee for the CSS Profile?', 'The CSS Profile has a fee for each college. [1]', null)).toBeNull();
    expect(unansweredNote('Where can I find federal data on net price by college?', 'Federal data on costs and net price by college. [1]', null)).toBeNull();
  });

  it('reads "low-income families" as who is asked about, not an amount asked for', () => {
    expect(askedFigure('Is there help paying the application charge for low-income families?')).toBeNull();
    expect(figureNotStated('Is there help paying the application charge for low-income families?', 'Students who qualify may apply without paying application fees. [1]')).toBeNull();
    expect(askedFigure('What family income qualifies for a fee waiver?')).toBe('amount');
  });
  it('reads a phone number, an email address and a GPA as what must be shown, not a line that shares their word', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    expect(figureNotStated('What is the adviser\'s phone number?', 'Aid Hours: Bring every offer you have, printed or on a phone. [1]')).toBe('phone');
    expect(figureNotStated('What is the adviser\'s phone number?', 'Aid Hours: Call the adviser at 916-555-0142. [1]')).toBeNull();
    expect(figureNotStated('What is the registrar\'s email address?', 'Registrar: Email the registrar from the website. [1]')).toBe('email');
    expect(figureNotStated('What GPA do you need for the Service Award?', 'Service Award: Applicants need 100 hours of service. [1]')).toBe('gpa');
    expect(figureNotStated('What GPA do you need for the Service Award?', 'Service Award: Applicants need a 3.0 GPA or higher. [1]')).toBeNull();
    expect(figureNotStated('What is the minimum GPA for the First-Gen Award?', 'First-Gen Award: There is no minimum GPA. [1]')).toBeNull();
    // Bringing a phone asks for no number.
    expect(figureNotStated('Can I bring my offer on a phone?', 'Aid Hours: Bring every offer you have, printed or on a phone. [1]')).toBeNull();
  });

  it('dates what was asked only from a line that says it, not from another date of the same award', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    const due = { title: 'STEM Futures Award', text: 'STEM Futures Award applications are due December 11, 2026. [1]' };
    const shown = `${due.title}: ${due.text}`;
    expect(figureNotStated('What date is the STEM Futures Award winner announced?', shown, null, [due])).toBe('date');
    expect(figureNotStated('What date are STEM Futures Award applications due?', shown, null, [due])).toBeNull();
    expect(figureNotStated('When is Maya\'s next SAT test date?', 'SAT score: 1520', 'Maya Chen')).toBe('date');
  });

  it('reads an average as stated only with its number', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    expect(figureNotStated('What is the average SAT score at State?', 'Testing: The composite score is the average of the English, Math and Reading scores. [1]')).toBe('rate');
    expect(figureNotStated('What is the average SAT score at State?', 'Testing: Admitted students score an average of 1350 on the SAT. [1]')).toBeNull();
  });

  it('reads the figure asked from the part that asks, not from a lead-in that states the situation', () => {
    // The lead-in's "email" asks for no email address: "is that legit?" asks whether.
    expect(askedFigure('got an email saying i won a scholarship i never applied for, is that legit?')).toBeNull();
    expect(figureNotStated('got an email saying i won a scholarship i never applied for, is that legit?',
      'Scams: Be wary of "you have been selected" messages for awards you did not apply to. [1]')).toBeNull();
    // What the asking sentence asks is still read ("How much does that cost?" after a statement).
    expect(askedFigure('Maya needs her transcript mailed to a summer program. How much does that cost?')).toBe('amount');
    // Two questions in a row are both asked.
    expect(askedFigure('How much is the fee, is there a waiver?')).toBe('amount');
  });

  it('reads every number word as a count stated', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    expect(figureNotStated('summer engr institute - how many students get in?', 'Summer Institute: About forty students are accepted. [1]')).toBeNull();
    expect(figureNotStated('How many students get in?', 'Summer Institute: Sixty-five students are accepted. [1]')).toBeNull();
    expect(figureNotStated('How many students get in?', 'Summer Institute: Students are accepted in April. [1]')).toBe('count');
  });

  it('reads a count of the people chosen as stated by a number of any word for them or for the awards they receive', async () => {
    const { figureNotStated } = await import('./unanswered.js');
    expect(figureNotStated('How many students does Pinecrest Credit Union pick each year?', 'Pinecrest: Pinecrest Credit Union awards five scholarships of $750 each to graduating seniors. [1]')).toBeNull();
    expect(figureNotStated('How many winners does the Harmon Family Arts Award have?', 'Harmon Family Arts Award: It awards $1,000 to each of two seniors. [1]')).toBeNull();
    // Those who applied are not those chosen.
    expect(figureNotStated('How many students applied for the Rotary scholarship?', 'Rotary: The club awards a Service Scholarship to three seniors. [1]')).toBe('count');
    // A count of something else is not stated by a number of people.
    expect(figureNotStated('How many hours does the Rotary scholarship require?', 'Rotary: The club awards a Service Scholarship to three seniors. [1]')).toBe('count');
  });

  it('reads a question that opens with its verb as asking whether it costs anything, not how much', () => {
    expect(askedFigure('does the SAT at school cost anything for juniors?')).toBeNull();
    expect(figureNotStated('Is tuition waived for dual enrollment students?', 'Dual Enrollment: Tuition is waived for high school students. [1]')).toBeNull();
    expect(askedFigure('Is there a fee to change your schedule, and how much?')).toBe('amount');
    expect(askedFigure('What does a year of tuition at the community college cost?')).toBe('amount');
  });
});

