import { asksAboutPlan, planLines, type AcademicPlan } from './academic-plan.js';
import { passageAnalysis } from './passage-analysis.js';
import type { Passage } from './chat.js';
import { collegeLabel, entryLine, type CollegeListEntry } from './college-list.js';
import { holds, namedThings, refersToStudent, sourceWordSet, type NamedThing } from './question-focus.js';
import { studentFacts } from './student-facts.js';
import { studentName, type StudentContext } from './student-context.js';
import { termsOfEach } from './text-analysis.js';

/** Where one thing the question names is held: the college list (and which colleges), the profile, which passages. */
export interface ThingPlace {
  thing: NamedThing;
  onList: boolean;
  /** Colleges of the list whose name holds it ("Rice" → Rice University). */
  colleges: CollegeListEntry[];
  inProfile: boolean;
  /** 0-based indices of the passages (title and text) that hold it. */
  passages: number[];
}

export interface QuestionFocus {
  places: ThingPlace[];
  /** Named things no source holds: the answer says so first. */
  missing: NamedThing[];
  /** Named things that passages hold and the student's records do not: the question is the knowledge base's. */
  passagesOnly: NamedThing[];
  /** The list's colleges the question names. */
  colleges: CollegeListEntry[];
  /** The question points at the chosen student (name, pronoun, "my student"). */
  aboutStudent: boolean;
}

/** The words a college list answers besides its entries' facts: "college list", applying, plans, deadlines, fit. */
const LIST_WORDS = `college colleges school schools university list application applications apply applied applying plan plans status
deadline deadlines due decision decisions action early regular rolling missing materials fit reach match likely safety`;

/**
 * The terms the student's college list holds, its entries and the words it answers. Read several times a turn (once
 * per word asked, in places) from the same list: kept with the list object, which the turn only reads.
 */
export function listTerms(list: readonly CollegeListEntry[]): ReadonlySet<string> {
  const known = listTermsRead.get(list);
  if (known) return known;
  const read = new Set(termsOfEach([...list.map(entryLine), LIST_WORDS]));
  listTermsRead.set(list, read);
  return read;
}

const listTermsRead = new WeakMap<readonly CollegeListEntry[], ReadonlySet<string>>();

/**
 * A turn reads its question's focus twice over the same passages (the prompt's focus block, then the offline answer):
 * the last reading is kept with the turn's passage list, and the second reading is the first's.
 */
const lastFocus = new WeakMap<readonly Passage[], { question: string; student: StudentContext | null; focus: QuestionFocus }>();

/** What the question names and which of the sources (college list, profile, passages) hold each thing. */
export function focusOf(question: string, student: StudentContext | null, passages: readonly Passage[]): QuestionFocus {
  const known = lastFocus.get(passages);
  if (known && known.question === question && known.student === student) return known.focus;
  const focus = readFocus(question, student, passages);
  lastFocus.set(passages, { question, student, focus });
  return focus;
}

function readFocus(question: string, student: StudentContext | null, passages: readonly Passage[]): QuestionFocus {
  const name = student ? studentName(student) : null;
  const list = student?.collegeList ?? [];
  const entryLines = list.map(entryLine);
  const entryWords = entryLines.map(sourceWordSet);
  const listOnly = sourceWordSet(LIST_WORDS);
  // One fact holds the whole thing: "SAT School Day" is not in a profile that says "SAT score" and "day camp".
  const factTexts = student ? studentFacts(student).map((f) => f.text) : [];
  const factWords = factTexts.map(sourceWordSet);
  const passageTexts = passages.map((p) => `${p.title}\n${p.text}`);
  const passageWords = passages.map((p) => passageAnalysis(p).words);
  const places = namedThings(question, name).map((thing): ThingPlace => ({
    thing,
    // One entry holds the whole thing ("Early Decision" on Rice's line), or it is the list's own words: "School Day"
    // is not on the list because one entry says "school" and another "5 days".
    onList: !!student && (entryWords.some((w, i) => holds(thing, entryLines[i], w)) || thing.terms.every((t) => listOnly.has(t))),
    colleges: list.filter((e) => holds(thing, collegeLabel(e))),
    inProfile: factTexts.some((t, i) => holds(thing, t, factWords[i])),
    passages: passageTexts.flatMap((t, i) => (holds(thing, t, passageWords[i]) ? [i] : [])),
  }));
  return {
    places,
    // A proper name no source holds is not there; lower-case words may be the asker's own for something that is.
    missing: places.filter((p) => !p.onList && !p.inProfile && !p.passages.length && !p.thing.particular).map((p) => p.thing),
    passagesOnly: places.filter((p) => !p.onList && !p.inProfile && p.passages.length).map((p) => p.thing),
    colleges: [...new Set(places.flatMap((p) => p.colleges))],
    aboutStudent: refersToStudent(question, name),
  };
}

/**
 * Whether the chosen student's academic plan answers: a question about their plan, graduation, a-g or NCAA that
 * points at them and names nothing that the plan does not hold besides their list and profile. "When is the Pinecrest
 * Credit Union Scholarship due?" names a scholarship, not credits; "Did Jordan register with the NCAA Eligibility
 * Center?" names an office the plan knows nothing of; "what are the NCAA Division I academic requirements?" asks
 * about no one, so the passage that states them answers.
 */
export function planAnswers(question: string, focus: QuestionFocus, plan: AcademicPlan): boolean {
  if (!asksAboutPlan(question) || focus.colleges.length || !focus.aboutStudent) return false;
  const text = planLines(plan).join('\n');
  return focus.places.every((p) => p.onList || p.inProfile || holds(p.thing, text));
}
