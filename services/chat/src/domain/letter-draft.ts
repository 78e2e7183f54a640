/**
 * A letter's first draft from the student's record. Every item the assistant may use gets a marker
 * ([P], [C1], [N2]...), as chat's answers cite [P] and [N1]; every sentence of the draft must end with the markers of
 * the items it came from, and a sentence that cites nothing that was sent is marked, never passed silently.
 */

export const DRAFT_KINDS = ['counselor_letter', 'teacher_letter'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export type DraftSourceType =
  'student_profile' | 'course' | 'activity' | 'counselor_note' | 'meeting' | 'brag_sheet' | 'request_note' | 'college_list';

/** The outline's sections, in order. */
export type DraftSection = 'academics' | 'activities' | 'character' | 'letter';

export interface DraftItem {
  marker: string;
  type: DraftSourceType;
  title: string;
  /** The text given to the assistant (and shown as the source). */
  content: string;
  sourceId: string | null;
  section: DraftSection;
}

export interface DraftSentence { text: string; citations: string[]; unsupported: boolean; section: DraftSection | null }

export interface LetterDraftResult {
  studentId: string;
  kind: DraftKind;
  form: 'outline' | 'draft';
  answeredBy: string;
  model: string | null;
  sentences: DraftSentence[];
  /** Only the items the draft cites. */
  sources: Omit<DraftItem, 'section'>[];
  notesWithheld: boolean;
}

/** The material, as the caller may see it; the service fills only what the draft's kind allows. */
export interface DraftMaterial {
  firstName: string;
  grade: string | null;
  schoolName: string | null;
  gpa?: number | null;
  apIbHonors?: string | null;
  courses?: { courseName: string; level: string | null; grade: string | null }[];
  activities?: { name: string; role: string | null; years: string | null }[];
  /** Profile text fields about activities and leadership (clubs, leadership, volunteering, outside school). */
  involvement?: { label: string; text: string }[];
  notes?: { id: string; date: string; text: string }[];
  meetings?: { id: string; date: string; topics: string[]; note: string | null }[];
  bragSheet?: { questionId: string; prompt: string; answer: string }[];
  requestNote?: { requestId: string; text: string } | null;
  colleges?: string[];
  studentId: string;
}

const MAX_TEXT = 600;
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s).replace(/\s+/g, ' ').trim();

/** The numbered items of the material, in the outline's order. */
export function draftItems(m: DraftMaterial): DraftItem[] {
  const items: DraftItem[] = [];
  const profile = [`${m.firstName}`, m.grade ? `grade ${m.grade}` : null, m.schoolName, m.gpa != null ? `GPA ${m.gpa}` : null, m.apIbHonors ? `AP/IB/honors: ${m.apIbHonors}` : null]
    .filter(Boolean).join(', ');
  items.push({ marker: 'P', type: 'student_profile', title: 'Student profile', content: profile, sourceId: m.studentId, section: 'academics' });
  (m.courses ?? []).forEach((c, i) => items.push({
    marker: `C${i + 1}`, type: 'course', title: c.courseName, sourceId: null, section: 'academics',
    content: clip([c.courseName, c.level, c.grade ? `grade ${c.grade}` : null].filter(Boolean).join(', ')),
  }));
  (m.activities ?? []).forEach((a, i) => items.push({
    marker: `A${i + 1}`, type: 'activity', title: a.name, sourceId: null, section: 'activities',
    content: clip([a.name, a.role, a.years].filter(Boolean).join(', ')),
  }));
  (m.involvement ?? []).forEach((v, i) => items.push({
    marker: `I${i + 1}`, type: 'student_profile', title: v.label, sourceId: m.studentId, section: 'activities', content: clip(`${v.label}: ${v.text}`),
  }));
  (m.bragSheet ?? []).filter((b) => b.answer.trim()).forEach((b, i) => items.push({
    marker: `B${i + 1}`, type: 'brag_sheet', title: b.prompt, sourceId: b.questionId, content: clip(b.answer),
    section: /letter|recommend|know about you/i.test(b.prompt) ? 'letter' : 'character',
  }));
  (m.notes ?? []).forEach((n, i) => items.push({
    marker: `N${i + 1}`, type: 'counselor_note', title: `Counselor note, ${n.date}`, sourceId: n.id, section: 'character', content: clip(n.text),
  }));
  (m.meetings ?? []).forEach((mt, i) => items.push({
    marker: `M${i + 1}`, type: 'meeting', title: `Meeting, ${mt.date}`, sourceId: mt.id, section: 'character',
    content: clip([mt.topics.length ? `Topics: ${mt.topics.join(', ')}` : null, mt.note].filter(Boolean).join('. ')),
  }));
  if (m.requestNote?.text.trim()) {
    items.push({ marker: 'R', type: 'request_note', title: 'Note to the teacher', sourceId: m.requestNote.requestId, section: 'letter', content: clip(m.requestNote.text) });
  }
  if (m.colleges?.length) {
    items.push({ marker: 'L', type: 'college_list', title: 'Colleges', sourceId: m.studentId, section: 'letter', content: clip(m.colleges.join(', ')) });
  }
  return items.filter((i) => i.content);
}

const SECTION_LEAD: Record<DraftSection, string> = {
  academics: 'Academics',
  activities: 'Activities and leadership',
  character: 'Character',
  letter: 'What the letter should say',
};

/** The offline outline: one line per item, grouped by section, each citing the item it states. */
export function outline(items: DraftItem[]): DraftSentence[] {
  const order: DraftSection[] = ['academics', 'activities', 'character', 'letter'];
  return order.flatMap((section) => items.filter((i) => i.section === section).map((i) => ({
    text: `${SECTION_LEAD[section]}: ${i.type === 'college_list' ? `the letter is for ${i.content}` : i.content} [${i.marker}]`,
    citations: [i.marker], unsupported: false, section,
  })));
}

/** The prompt a model receives: the items only, each with its marker, and the rule that every sentence cites. */
export function draftPrompt(kind: DraftKind, firstName: string, items: DraftItem[]): { system: string; user: string } {
  const author = kind === 'counselor_letter' ? 'the student\'s school counselor' : 'a teacher the student asked';
  const system = [
    `You write the first draft of a college recommendation letter by ${author}, about ${firstName}.`,
    'Use only the record items below. Do not add facts, dates, numbers or praise the items do not support.',
    'End every sentence with the marker(s) in square brackets of the items it comes from, e.g. "She led the debate team [A1]."',
    'Write plain prose paragraphs: no headings, no salutation, no signature.',
  ].join('\n');
  const user = ['Record items:', ...items.map((i) => `[${i.marker}] ${i.title}: ${i.content}`), '', 'Write the draft.'].join('\n');
  return { system, user };
}

const MARKER_GROUP = /\[((?:\s*[A-Z]\d{0,3}\s*,?)+)\]/g;

/** The markers a piece of text cites. */
export function markersOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MARKER_GROUP)) for (const p of m[1].split(',')) if (p.trim() && !found.includes(p.trim())) found.push(p.trim());
  return found;
}

/**
 * A model's answer as sentences: split after . ! ? (and the markers that follow them) and at line ends. A sentence
 * whose markers are not all items that were sent loses the unknown ones and is marked, as is one with none.
 */
export function checkDraft(answer: string, items: DraftItem[]): DraftSentence[] {
  const sent = new Set(items.map((i) => i.marker));
  return answer.split(/\n+/).flatMap((line) => line.split(/(?<=[.!?]["”')]?(?:\s*\[[^\]\n]{1,40}\])*)\s+(?!\[)/))
    .map((s) => s.replace(/^\s*(?:[-*•]|#+)\s*/, '').trim())
    .filter((s) => /[A-Za-z0-9]/.test(s))
    .map((s) => {
      const cited = markersOf(s);
      const valid = cited.filter((c) => sent.has(c));
      const text = valid.length === cited.length ? s : s.replace(MARKER_GROUP, (g: string, inner: string) => {
        const kept = inner.split(',').map((p) => p.trim()).filter((p) => sent.has(p));
        return kept.length ? `[${kept.join(', ')}]` : '';
      }).replace(/\s+([.!?])/g, '$1').trim();
      return { text, citations: valid, unsupported: valid.length === 0 || valid.length !== cited.length, section: null };
    });
}

/** The sources the sentences cite, in the items' order. */
export function citedSources(sentences: DraftSentence[], items: DraftItem[]): LetterDraftResult['sources'] {
  const cited = new Set(sentences.flatMap((s) => s.citations));
  return items.filter((i) => cited.has(i.marker)).map(({ section: _section, ...rest }) => rest);
}
