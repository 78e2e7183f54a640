import type { FactKey } from '../../domain/student-facts.js';
import { terms } from '../../domain/text-analysis.js';
import { equivalents } from '../../domain/word-equivalents.js';

/** What a question is about, read from its stemmed terms. */
export type Topic = 'financial' | 'tests' | 'essays' | 'deadlines' | 'recommendations' | 'courses' | 'activities' | 'list' | 'preferences' | 'wellbeing' | 'academics' | 'documents';

const TOPIC_WORDS: Record<Topic, string> = {
  financial: 'fafsa css financial aid scholarship money cost afford tuition pay loan grant merit price',
  tests: 'sat act test score optional superscore testing',
  essays: 'essay personal statement writing write supplement prompt',
  deadlines: 'deadline date due early decision action ed ea regular timeline calendar when',
  recommendations: 'recommendation letter teacher reference rec',
  courses: 'course class ap ib honors rigor schedule senior junior',
  activities: 'activity activities extracurricular club leadership volunteer internship sport job summer outside',
  list: 'list reach match safety likely target fit chance chances admission admit selective',
  preferences: 'prefer preference size location campus environment urban rural city concern feeling',
  wellbeing: 'stress stressed anxious anxiety overwhelmed worry worried burnout',
  academics: 'gpa grades grade transcript rank academic academics',
  documents: 'document documents file files uploaded transcript resume',
};

const TOPIC_TERMS = Object.fromEntries(Object.entries(TOPIC_WORDS).map(([k, v]) => [k, new Set(terms(v))])) as Record<Topic, Set<string>>;

/** Topics in order of how many of the question's terms they hold. */
export function topicsOf(question: string): Topic[] {
  // A word of the same meaning names the topic as the word itself does ("hobbies" are activities).
  const q = new Set(terms(question).flatMap((t) => [t, ...equivalents(t)]));
  return (Object.keys(TOPIC_TERMS) as Topic[])
    .map((t) => ({ t, n: [...TOPIC_TERMS[t]].filter((w) => q.has(w)).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((x) => x.t);
}

/** Which profile facts bear on each topic. */
export const FACTS_FOR: Record<Topic, FactKey[]> = {
  financial: ['concern', 'targetColleges'],
  tests: ['sat', 'act', 'gpa'],
  essays: ['leadership', 'activities', 'outside', 'documents'],
  deadlines: ['grade', 'targetColleges', 'searchStarted'],
  recommendations: ['courses', 'leadership'],
  courses: ['courses', 'apIbHonors', 'gpa', 'grade'],
  activities: ['activities', 'clubs', 'leadership', 'internships', 'outside'],
  list: ['gpa', 'sat', 'act', 'targetColleges', 'size', 'location', 'academicPrefs'],
  preferences: ['feeling', 'size', 'location', 'academicPrefs', 'concern'],
  wellbeing: ['feeling', 'concern', 'searchStarted'],
  academics: ['gpa', 'rank', 'courses'],
  documents: ['documents'],
};

/** A concrete next step per topic; {name} is the student (or "the student"). */
export const NEXT_STEP: Record<Topic, string> = {
  financial: 'Sit down with {name} and their family to list the FAFSA and CSS Profile dates of each college on the list, and run each college\'s net price calculator together.',
  tests: 'Compare {name}\'s scores with the middle 50% range of each target college, then decide college by college whether to submit scores or apply test-optional.',
  essays: 'Ask {name} to brainstorm three moments that show who they are, pick one, and bring a first draft to your next meeting.',
  deadlines: 'Put every target college\'s deadlines in a shared calendar with {name} and decide together whether an early application fits.',
  recommendations: 'Have {name} ask two teachers for letters at least a month before the first deadline, with a short brag sheet attached.',
  courses: 'Review next year\'s schedule with {name} so course rigor keeps rising in the subjects where they are strongest.',
  activities: 'Help {name} choose the one or two activities with the deepest commitment and describe their impact in concrete numbers.',
  list: 'Build or review a balanced list of reach, match and likely colleges with {name}, checked against their preferences.',
  preferences: 'Go over {name}\'s preferences with them and turn them into three or four filters for the college search.',
  wellbeing: 'Check in with {name} about how they are feeling, and break the next month into small, concrete tasks.',
  academics: 'Look at {name}\'s transcript trend together and set one academic goal for this semester.',
  documents: 'Check with {name} which documents are still missing and set a date to upload them.',
};
