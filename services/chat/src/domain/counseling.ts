/**
 * What the counseling service holds on the chosen student, as a chat turn reads it: the counselor's
 * notes (staff only, never a student's) and the student's open tasks. Fetched on the staff caller's behalf, so
 * counseling decides who may read them and logs the read.
 */

/** A note as chat keeps it for one turn: plain text, no markup. */
export interface CounselorNoteItem {
  id: string;
  text: string;
  pinned: boolean;
  tags: string[];
  /** YYYY-MM-DD of the last edit. */
  date: string;
}

/** One open task of the student (an assignment, not a private observation). */
export interface TaskItem {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  overdue: boolean;
}

export interface CounselingRecord {
  notes: CounselorNoteItem[];
  tasks: TaskItem[];
  /** True when the student has notes an external model was not given (the admin's setting). */
  notesWithheld?: boolean;
}

/** Per note and task, a marker the prompt gives it and an answer cites: [N1], [T2]. */
const NOTE_MARKER = 'N';
const TASK_MARKER = 'T';
/** At most this many of each go into one turn (pinned notes first, then newest: counseling's own order). */
export const MAX_NOTES = 8;
export const MAX_TASKS = 10;
const NOTE_TEXT_MAX = 1500;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A sanitized note body (p, br, ul, ol, li, a) as plain text: block ends become line breaks, list items "- ",
 * every tag is dropped (a link keeps its words, not its address) and entities are decoded. Counseling already
 * sanitized the HTML; this only makes it prose a model or the offline answerer can quote.
 */
export function noteText(html: string): string {
  const text = html
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>|<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|#x27|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => ENTITIES[e.toLowerCase() === '#x27' ? '#39' : e.toLowerCase()] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text.length > NOTE_TEXT_MAX ? `${text.slice(0, NOTE_TEXT_MAX)}…` : text;
}

/** How a task reads in a prompt, an answer and a cited source. */
export function taskLine(t: TaskItem): string {
  return `${t.title} (due ${t.dueDate}${t.overdue ? ', overdue' : ''})`;
}

/** How a note reads in a prompt and an answer: its date and tags, then its text on one line. */
export function noteLine(n: CounselorNoteItem): string {
  const tags = n.tags.length ? ` [${n.tags.join(', ').replace(/_/g, ' ')}]` : '';
  return `${n.date}${n.pinned ? ' (pinned)' : ''}${tags}: ${n.text.replace(/\n+/g, ' ')}`;
}

export const noteMarker = (i: number) => `${NOTE_MARKER}${i + 1}`;
export const taskMarker = (i: number) => `${TASK_MARKER}${i + 1}`;
