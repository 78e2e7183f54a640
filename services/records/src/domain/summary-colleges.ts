import type { PdfBlock } from '@counsel/kit/pdf';
import { fields, none, obj, objs, str, type Json } from './summary-values.js';
import { ENGLISH, dateInWords, type Wording } from './words.js';

type Check = { done: boolean; text: string };

/** The request states a letter is on the checklist with (declined and cancelled requests are not). */
const LETTER_STATES = new Set(['requested', 'accepted', 'submitted']);

/**
 * An application's materials as the checklist the student works through, each state said in words. `letters`: the
 * requests made through Counsel that cover it (teacher and state, as colleges exports them); as on the checklist, a
 * recommender entered by hand with the name of a teacher asked through Counsel is told once, with the request's state.
 */
export function materialsChecklist(m: Json, letters: Json[] = [], w: Wording = ENGLISH): Check[] {
  const c = w.text.checklist;
  const items: Check[] = [
    { done: m.applicationForm === true, text: c.form(m.applicationForm === true) },
    { done: m.essays === true, text: c.essays(m.essays === true) },
    { done: m.transcript === 'sent', text: c.transcript(m.transcript === 'sent' || m.transcript === 'requested' ? m.transcript : 'none') },
    {
      done: m.testScores === 'not_required' || m.testScores === 'sent',
      text: c.testScores(m.testScores === 'not_required' || m.testScores === 'sent' ? m.testScores : 'none'),
    },
  ];
  const asked = new Set(letters.map((l) => (str(l.teacherName) ?? '').trim().toLowerCase()));
  for (const l of letters) {
    const state = String(l.state);
    if (!LETTER_STATES.has(state)) continue;
    items.push({ done: state === 'submitted', text: c.letter(str(l.teacherName) ?? w.text.aTeacher, state as 'requested' | 'accepted' | 'submitted') });
  }
  for (const r of objs(m.recommendations)) {
    if (asked.has((str(r.name) ?? '').trim().toLowerCase())) continue;
    const done = r.state === 'submitted';
    items.push({ done, text: c.recommendation(str(r.name) ?? w.text.aRecommender, done) });
  }
  const fee = m.fee === 'paid' ? 'paid' : m.fee === 'waived' ? 'waived' : null;
  items.push({ done: fee !== null, text: c.fee(fee) });
  return items;
}

/** The college list: each application with its plan, deadline, status and materials, then the list's history. */
export function collegeListBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const t = w.text;
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.collegeList }];
  const apps = objs(items.applications);
  if (!apps.length) blocks.push(none(t.none.college));
  for (const a of apps) {
    const own = dateInWords(str(a.ownDeadline), w);
    blocks.push(
      { kind: 'heading', level: 3, text: str(a.collegeName) ?? t.aCollege },
      ...fields([
        [t.fields.plan, t.plans[String(a.plan)] ?? t.planNotChosen],
        [t.fields.status, t.statuses[String(a.status)] ?? str(a.status)],
        [t.fields.cycle, str(a.cycle)],
        [t.fields.deadline, own ? t.ownDeadline(own) : t.publishedDeadline],
        [t.fields.added, dateInWords(str(a.createdAt), w)],
      ]),
    );
    const m = obj(a.materials);
    if (m) blocks.push({ kind: 'checklist', items: materialsChecklist(m, objs(a.letters), w) });
  }
  const changes = objs(items.applicationChanges);
  if (changes.length) {
    blocks.push({ kind: 'heading', level: 3, text: t.headings.collegeChanges }, {
      kind: 'list',
      items: changes.map((c) => {
        // A removed application's changes are kept without it: they are told without the college's name.
        const college = str(apps.find((a) => a.id === c.applicationId)?.collegeName);
        // The change's summary is the colleges service's own sentence, kept as written.
        return `${dateInWords(str(c.at), w)}${str(c.actorName) ? `, ${str(c.actorName)}` : ''}: ${college ? `${college}, ` : ''}${str(c.summary) ?? t.changed}`;
      }),
    });
  }
  for (const f of objs(items.calendarFeeds)) {
    blocks.push({ kind: 'paragraph', text: t.calendarFeed(dateInWords(str(f.createdAt), w) ?? '', dateInWords(str(f.revokedAt), w)) });
  }
  return blocks;
}
