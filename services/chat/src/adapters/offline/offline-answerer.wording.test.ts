import { describe, expect, it } from '@jest/globals';
import type { Passage } from '../../domain/chat.js';
import { opensWithDecline } from '../../domain/decline.js';
import { ask, jordan, maya } from '../../../test/support/offline-ask.js';

// The offline answerer on questions put in other words than the passages': misspellings, same-meaning words,
// suppositions, and lines that name who or where.
describe('the offline answerer on words that are not the passage\'s own', () => {
  const passage = (id: string, title: string, text: string): Passage => ({ id, sourceId: id, sourceType: 'content', title, text, page: null, score: 1 });
  const counselors = passage('assignments', 'Counselor assignments', 'Counselors are assigned by the first letter of the student\'s last name. Last names A through F: Ms. Priya Nair. Last names P through Z: Ms. Lauren Ortega.');
  const letters = passage('letters', 'Internal deadlines for counselor letters', 'Counselors need your request well before a college\'s own deadline. The internal deadline applies to the counselor letter.');

  it('quotes the line of a by-last-name list that covers the chosen student', async () => {
    const { text } = await ask('Who is Maya\'s counselor?', maya, [letters, counselors]);
    expect(text).toMatch(/In short: Last names A through F: Ms\. Priya Nair\. \[2\]/);
    const { text: forJordan } = await ask('Who is Jordan\'s counselor?', jordan, [letters, counselors]);
    expect(forJordan).toMatch(/In short: Last names P through Z: Ms\. Lauren Ortega\. \[2\]/);
  });

  it('reads a misspelt word as the passage\'s word', async () => {
    const agreement = passage('agreement', 'Early decision agreement', 'A student applying early decision meets with their counselor before the counselor signs the agreement.');
    const workshop = passage('workshop', 'Application workshops', 'The counselor signs the school report at the application workshop in the library.');
    const { text } = await ask('does the counselor sign the agreemnt?', null, [workshop, agreement]);
    expect(text).toMatch(/In short: A student applying early decision meets .* \[2\]/);
    expect(text).not.toContain('[1]');
  });

  it('declines first what the question says is the student\'s own when neither their records nor a line about them holds it', async () => {
    const mentors = passage('mentors', 'Peer mentors', 'Peer mentors meet freshmen during the first week of school in the library.');
    const { text } = await ask('Who is Jordan\'s mentor?', jordan, [mentors]);
    expect(opensWithDecline(text)).toBe(true);
    const { text: counselor } = await ask('Who is Jordan\'s counselor?', jordan, [letters, counselors]);
    expect(opensWithDecline(counselor)).toBe(false);
  });

  it('answers whether the student must do something a line says of every student, though her records hold no counselor', async () => {
    const agreement = passage('agreement', 'Early decision agreements', 'At Westfield, a student applying early decision meets with their counselor before the counselor signs.');
    const { text } = await ask("Maya's applying ED somewhere; does she need to meet with her counselor before the agreement gets signed?", maya, [agreement]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toMatch(/In short: At Westfield, a student applying early decision meets with their counselor .* \[1\]/);
    // Asked what hers is, the records or nothing answer.
    const mentors = passage('mentors', 'Peer mentors', 'Peer mentors meet freshmen during the first week of school in the library.');
    expect(opensWithDecline((await ask("Who is Maya's mentor?", maya, [mentors])).text)).toBe(true);
  });

  it('does not decline a question whose words a source holds in others of the same meaning', async () => {
    const permits = passage('permits', 'Work permits', 'Students under 18 need a work permit to hold a job during the school year.');
    const { text } = await ask('Can a teenager get hired before turning eighteen?', null, [permits]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toContain('In short: Students under 18 need a work permit');
  });

  it('answers what would follow from a supposition about the student from the passage, not their record', async () => {
    // The lead-in's "early decision" is context: the line on what the "if" supposes answers, and her grades on record
    // are not what was asked.
    const agreement = passage('agreement', 'Early Decision Agreements', 'An early decision agreement is signed by the student, a parent and the counselor. Early decision is binding: an admitted student must withdraw every other application.');
    const grades = passage('grades', 'Senior Grades After Admission', 'Colleges admit seniors on the condition that they finish the year with grades like those they applied with. A college can rescind an offer for a steep drop in grades, a failed course or a disciplinary problem.');
    const timeline = passage('timeline', 'College Application Timeline', 'Early Decision (ED) is binding: if you are admitted, you must enroll. Regular Decision deadlines usually fall in January. After you submit, check each applicant portal for missing documents, and send mid-year grades when colleges ask for them.');
    const { text } = await ask('Maya applied early decision to Rice; what happens if her grades drop this spring?', maya, [agreement, grades, timeline]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toMatch(/In short: A college can rescind an offer for a steep drop in grades.* \[2\]/);
  });

  it('answers whether the student can do a thing of theirs from the document on it, not declining their records', async () => {
    const changes = passage('changes', 'Schedule Changes', 'Schedule changes are made only in the first ten school days of each semester. Submit the schedule change form to your counselor.');
    const { text } = await ask('Can Maya still change her schedule in February?', maya, [changes]);
    expect(opensWithDecline(text)).toBe(false);
    expect(text).toContain('In short: Schedule changes are made only in the first ten school days');
  });

  it('quotes, for who can get a thing, the line that names who qualifies over one that only names the thing', async () => {
    const waivers = passage('waivers', 'Fee Waivers', 'Fee waivers for the SAT and ACT are a separate program: ask your counselor before you register.');
    const testing = passage('testing', 'Standardized Testing Policies', 'Students from families with lower incomes can receive SAT and ACT fee waivers, which also cover sending scores.');
    const { text } = await ask('Who can get SAT and ACT fee waivers?', null, [waivers, testing]);
    expect(text).toMatch(/In short: Students from families with lower incomes can receive SAT and ACT fee waivers.* \[2\]/);
  });

  it('answers where the student does a thing from the passage, without their profile beside it', async () => {
    const permits = passage('permits', 'Work permits', 'Pick up the request form in the counseling office, have it completed by the employer and a parent, and return it to the front desk.');
    const { text, sources } = await ask('Where does Jordan pick up the work permit form?', jordan, [permits]);
    expect(text).toContain('In short: Pick up the request form in the counseling office');
    expect(text).not.toContain('[P]');
    expect(sources.map((s) => s.sourceId)).toEqual(['permits']);
    // Asked whether he did it, his records answer (and here they do not say).
    const { text: did } = await ask('Did Jordan pick up the work permit form?', jordan, [permits]);
    expect(opensWithDecline(did)).toBe(true);
  });
});
