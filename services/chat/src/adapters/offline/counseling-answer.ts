import { noteLine, noteMarker, taskLine, taskMarker, type CounselingRecord } from '../../domain/counseling.js';
import { terms } from '../../domain/text-analysis.js';

const MAX_LINES = 5;
/** A question about what the student has to do. */
const ASKS_TASKS = /\b(?:tasks?|to-?dos?|assign(?:ed|ments?)?|overdue|next steps?|what (?:should|does|do) \S+ (?:do|need))\b/i;
/** A question about the counselor's observations. */
const ASKS_NOTES = /\b(?:notes?|noted|observations?|worr(?:y|ied|ies)|family)\b/i;

/**
 * The offline answerer's lines from the chosen student's counselor notes and open tasks, each cited
 * with its marker: open tasks when the question is about what the student has to do, notes when it asks about the
 * counselor's observations or shares two words with a note (`onlyWhenAsked`: a passage answers, so only when notes are
 * asked about, of the student). Staff only: chat fetches these for staff turns only.
 */
export function counselingLines(question: string, c: CounselingRecord, name: string, onlyWhenAsked = false): string[] {
  const lines: string[] = [];
  if (c.tasks.length && ASKS_TASKS.test(question)) {
    lines.push('', `Open tasks for ${name}:`);
    c.tasks.slice(0, MAX_LINES).forEach((t, i) => lines.push(`- ${taskLine(t)} [${taskMarker(i)}]`));
  }
  // When a passage answers, notes are shown only for a question that asks them of this student: "What does each family
  // get at Junior Parent Night?" says "family" of every family, and a note on the chosen student would be cited for nothing.
  const notes = onlyWhenAsked && !(ASKS_NOTES.test(question) && refersToStudent(question, name)) ? [] : relevantNotes(question, c, name);
  if (notes.length) {
    lines.push('', 'From the counselor notes (staff only):');
    for (const i of notes) lines.push(`- ${noteLine(c.notes[i])} [${noteMarker(i)}]`);
  }
  return lines;
}

/** Indices of the notes that bear on the question: every note (pinned first, as counseling orders them) when notes are asked about, else those sharing two words with it. */
function relevantNotes(question: string, c: CounselingRecord, name: string): number[] {
  const all = c.notes.map((_, i) => i);
  if (ASKS_NOTES.test(question)) return all.slice(0, MAX_LINES);
  const nameTerms = new Set(terms(name));
  const asked = new Set(terms(question).filter((t) => !nameTerms.has(t)));
  if (!asked.size) return [];
  const overlap = (i: number) => terms(c.notes[i].text).filter((t) => asked.has(t)).length;
  // Two shared words at least: one ("FAFSA") would add a note to most answers on that topic.
  return all.filter((i) => overlap(i) >= 2).sort((a, b) => overlap(b) - overlap(a)).slice(0, 3);
}

/** The question speaks of the chosen student: by name, or as he, she, they or "the student". */
function refersToStudent(question: string, name: string): boolean {
  const names = name.split(/\s+/).filter(Boolean).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const named = names.length > 0 && new RegExp(`\\b(?:${names.join('|')})\\b`, 'i').test(question);
  return named || /\b(?:he|she|they|him|her|them|his|hers|their|my student|the student|this student)\b/i.test(question);
}
