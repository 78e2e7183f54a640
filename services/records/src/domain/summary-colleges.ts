import type { PdfBlock } from '@counsel/kit/pdf';
import { fields, none, obj, objs, str, type Json } from './summary-values.js';
import { ENGLISH, dateInWords, type Wording } from './words.js';

const PLANS: Record<string, string> = {
  ED: 'Early Decision', ED2: 'Early Decision II', EA: 'Early Action', REA: 'Restrictive Early Action',
  RD: 'Regular Decision', ROLLING: 'Rolling', PRIORITY: 'Priority',
};
const STATUSES: Record<string, string> = {
  researching: 'Researching', planning: 'Planning to apply', in_progress: 'In progress', submitted: 'Submitted',
  admitted: 'Admitted', waitlisted: 'Waitlisted', deferred: 'Deferred', denied: 'Denied', enrolled: 'Enrolled', declined: 'Declined',
};

type Check = { done: boolean; text: string };

const LETTER_STATES: Record<string, string> = { requested: 'requested, not accepted yet', accepted: 'accepted, not submitted yet', submitted: 'submitted' };

/**
 * An application's materials as the checklist the student works through, each state said in words. `letters`: the
 * requests made through Counsel that cover it (teacher and state, as colleges exports them); as on the checklist, a
 * recommender entered by hand with the name of a teacher asked through Counsel is told once, with the request's state.
 */
export function materialsChecklist(m: Json, letters: Json[] = []): Check[] {
  const items: Check[] = [
    { done: m.applicationForm === true, text: `Application form: ${m.applicationForm === true ? 'done' : 'not done yet'}` },
    { done: m.essays === true, text: `Essays: ${m.essays === true ? 'done' : 'not done yet'}` },
    m.transcript === 'sent' ? { done: true, text: 'Transcript: sent' }
      : { done: false, text: `Transcript: ${m.transcript === 'requested' ? 'requested, not sent yet' : 'not requested yet'}` },
    m.testScores === 'not_required' ? { done: true, text: 'Test scores: not required' }
      : { done: m.testScores === 'sent', text: `Test scores: ${m.testScores === 'sent' ? 'sent' : 'not sent yet'}` },
  ];
  const asked = new Set(letters.map((l) => (str(l.teacherName) ?? '').trim().toLowerCase()));
  for (const l of letters) {
    const state = String(l.state);
    if (!LETTER_STATES[state]) continue; // declined and cancelled requests are not on the checklist
    items.push({ done: state === 'submitted', text: `Letter from ${str(l.teacherName) ?? 'a teacher'} (asked through Counsel): ${LETTER_STATES[state]}` });
  }
  for (const r of objs(m.recommendations)) {
    if (asked.has((str(r.name) ?? '').trim().toLowerCase())) continue;
    const done = r.state === 'submitted';
    items.push({ done, text: `Recommendation from ${str(r.name) ?? 'a recommender'}: ${done ? 'submitted' : 'requested, not submitted yet'}` });
  }
  const fee = m.fee === 'paid' ? 'paid' : m.fee === 'waived' ? 'waived' : null;
  items.push({ done: fee !== null, text: `Application fee: ${fee ?? 'not paid yet'}` });
  return items;
}

/** The college list: each application with its plan, deadline, status and materials, then the list's history. */
export function collegeListBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'College list' }];
  const apps = objs(items.applications);
  if (!apps.length) blocks.push(none('No college on the list.'));
  for (const a of apps) {
    const own = dateInWords(str(a.ownDeadline), w);
    blocks.push(
      { kind: 'heading', level: 3, text: str(a.collegeName) ?? 'A college' },
      ...fields([
        ['Plan', PLANS[String(a.plan)] ?? 'not chosen yet'],
        ['Status', STATUSES[String(a.status)] ?? str(a.status)],
        ['Starting college in', str(a.cycle)],
        ['Deadline', own ? `${own} (set for this student)` : 'the college\'s published deadline for this plan'],
        ['Added to the list', dateInWords(str(a.createdAt), w)],
      ]),
    );
    const m = obj(a.materials);
    if (m) blocks.push({ kind: 'checklist', items: materialsChecklist(m, objs(a.letters)) });
  }
  const changes = objs(items.applicationChanges);
  if (changes.length) {
    blocks.push({ kind: 'heading', level: 3, text: 'Changes to the college list' }, {
      kind: 'list',
      items: changes.map((c) => {
        // A removed application's changes are kept without it: they are told without the college's name.
        const college = str(apps.find((a) => a.id === c.applicationId)?.collegeName);
        return `${dateInWords(str(c.at), w)}${str(c.actorName) ? `, ${str(c.actorName)}` : ''}: ${college ? `${college}, ` : ''}${str(c.summary) ?? 'changed'}`;
      }),
    });
  }
  const feeds = objs(items.calendarFeeds);
  for (const f of feeds) {
    const revoked = dateInWords(str(f.revokedAt), w);
    blocks.push({ kind: 'paragraph', text: `A calendar feed of the deadlines was made on ${dateInWords(str(f.createdAt), w)}${revoked ? ` and turned off on ${revoked}` : ''}.` });
  }
  return blocks;
}
