import { boundedMemo } from '@counsel/kit';
import type { CounselingRecord } from './counseling.js';
import { studentFacts, type StudentFact } from './student-facts.js';
import type { StudentContext } from './student-context.js';

/**
 * What a generative model outside the portal (Gemini, an OpenAI-compatible server) may be told about a student:
 * the minimum a question needs (docs/ai-data-flow.md). The student is named by first name only; no email address
 * goes out (the read model's own field, or one typed into a free-text field or the question); documents go by a
 * title made from the file name, without the student's last name. Dates of birth never reach chat's read model
 * (parseProfile keeps no such field), so none can go out. The offline answerer runs in-process and reads the
 * whole context as before.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const EMAIL_WITHHELD = '[email withheld]';
const LAST_NAME_WITHHELD = '[last name withheld]';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A whole word in any script (\b knows only ASCII letters: "Núñez" has none at its end). The same student's names are
 * withheld from each of their facts on every turn: the expressions are compiled once per name and kept (bounded).
 * Used with String.replace only, which starts a global expression from the beginning every time.
 */
const word = boundedMemo((pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), { max: 1_000 });

/** How the prompt names the student: the first name, else "the student" (never the email, as studentName would). */
export function outboundName(s: StudentContext): string {
  return s.profile.firstName?.trim() || 'the student';
}

/** Removes what identifies the student beyond the first name from a piece of text: email addresses and the last name. */
export function withholdIdentifiers(text: string, s: StudentContext | null): string {
  let out = text.replace(EMAIL, EMAIL_WITHHELD);
  const last = s?.profile.lastName?.trim();
  if (last && last.length > 1) {
    const first = s?.profile.firstName?.trim();
    // "Maya Chen" (or Maya_Chen in a file name) → "Maya"; a last name on its own says it was withheld, so the
    // sentence still reads. Then each part of a compound name ("Okonkwo-Delacroix", "de la Cruz") of 3+ letters.
    if (first) out = out.replace(word(`${escape(first)}[\\s_.-]+${escape(last)}`), first);
    out = out.replace(word(escape(last)), LAST_NAME_WITHHELD);
    for (const part of last.split(/[\s-]+/).filter((p) => p.length > 2 && p !== last)) out = out.replace(word(escape(part)), LAST_NAME_WITHHELD);
  }
  return out;
}

/** A document as the model sees it: a title from the file name (no extension, separators as spaces), identifiers withheld. */
export function documentTitle(fileName: string, s: StudentContext): string {
  const base = withholdIdentifiers(fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, ''), s);
  return base.replace(/[_\s]+|(?<=\S)-(?=\S)/g, ' ').replace(/\s+/g, ' ').trim() || 'Untitled document';
}

/** Outbound facts of a frozen context (the store's, shared by every turn about the student until it changes). */
const outboundOfFrozen = new WeakMap<StudentContext, readonly StudentFact[]>();

/** The student facts that go out: the same facts the offline answerer reads, documents by title, identifiers withheld. */
export function outboundStudentFacts(s: StudentContext): readonly StudentFact[] {
  if (!Object.isFrozen(s)) return outboundFacts(s);
  let facts = outboundOfFrozen.get(s);
  if (!facts) outboundOfFrozen.set(s, (facts = Object.freeze(outboundFacts(s).map((f) => Object.freeze(f)))));
  return facts;
}

function outboundFacts(s: StudentContext): StudentFact[] {
  const titled: StudentContext = { ...s, documents: s.documents.map((d) => ({ ...d, fileName: documentTitle(d.fileName, s) })) };
  return studentFacts(titled).map((f) => ({ ...f, text: withholdIdentifiers(f.text, s) }));
}

/** The question as it goes out (to the model, and to search, whose embedder may be Gemini): identifiers withheld. */
export function outboundQuestion(question: string, s: StudentContext | null): string {
  return withholdIdentifiers(question, s);
}

/**
 * The notes and tasks an external model may see. Counselor notes are private observations: they go out
 * only when an admin set `assistant_notes_to_external_models` to 'true'; otherwise the model is told they were kept
 * back. Open tasks are assignments the student sees too, so their titles and due dates go out. Either way the
 * student's email addresses and last name are withheld, as everywhere else in the prompt.
 */
export function outboundCounseling(record: CounselingRecord, s: StudentContext | null, notesAllowed: boolean): CounselingRecord {
  return {
    notes: notesAllowed ? record.notes.map((n) => ({ ...n, text: withholdIdentifiers(n.text, s) })) : [],
    tasks: record.tasks.map((t) => ({ ...t, title: withholdIdentifiers(t.title, s) })),
    notesWithheld: !notesAllowed && record.notes.length > 0,
  };
}
