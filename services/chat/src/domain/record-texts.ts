import { entryLine } from './college-list.js';
import { studentFacts } from './student-facts.js';
import type { StudentContext } from './student-context.js';
import { termsOfEach } from './text-analysis.js';

/** The student's facts and college list lines, and the terms they hold: what an answer looks a word up in the records by. */
export interface RecordTexts { readonly texts: readonly string[]; readonly terms: ReadonlySet<string> }

const NONE: RecordTexts = Object.freeze({ texts: Object.freeze([]), terms: new Set<string>() });

/**
 * A context the store hands out frozen is the same object on every turn about the student until an event changes it
 * (a new one then): its record texts and their terms are worked out once for it rather than on every turn.
 */
const ofFrozen = new WeakMap<StudentContext, RecordTexts>();

export function recordTexts(student: StudentContext | null): RecordTexts {
  if (!student) return NONE;
  if (!Object.isFrozen(student)) return textsOf(student);
  let kept = ofFrozen.get(student);
  if (!kept) ofFrozen.set(student, (kept = textsOf(student)));
  return kept;
}

function textsOf(student: StudentContext): RecordTexts {
  const texts = Object.freeze([...studentFacts(student).map((f) => f.text), ...student.collegeList.map(entryLine)]);
  return { texts, terms: new Set(termsOfEach(texts)) };
}
