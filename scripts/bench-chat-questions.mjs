// The counselor questions the chat scenario of `npm run bench:load` rotates through: a season's mix of questions on
// the knowledge base (no student chosen) and on a chosen student's record, phrased apart from the assistant
// evaluation's set so the bench does not tune to it. Turns take them in order across all connections, so no cache
// keyed on the question text can serve most of the run.

/** Questions asked with no student selected: the knowledge base answers them. */
export const KNOWLEDGE_QUESTIONS = [
  'When do early action applications usually close?',
  'How far ahead should a senior ask a teacher for a recommendation?',
  'What is the difference between early action and early decision?',
  'What documents does a family need before starting the FAFSA?',
  'Which colleges ask for the CSS Profile as well as the FAFSA?',
  'How should a student compare two financial aid award letters?',
  'What makes a strong personal essay for the Common App?',
  'How much can a student write about each activity?',
  'What does test-optional admission mean for a student with low scores?',
  'How many times should a student take the SAT?',
  'What should a family look for on a campus visit?',
  'What can a student do after being placed on a waitlist?',
  'Can a student accept offers from two colleges at once?',
  'What goes into a counselor recommendation letter?',
  'How does superscoring work?',
  'What is a brag sheet and who fills it in?',
];

/** Questions about the chosen student (the demo school's two students, by first name in the bench). */
export const STUDENT_QUESTIONS = [
  'What should this student focus on this semester?',
  "How strong is {name}'s academic record?",
  'Which deadlines does {name} have in the next month?',
  "What is still missing from {name}'s applications?",
  'Which colleges on the list are reaches for {name}?',
  "What are {name}'s test scores?",
  'What activities and leadership roles does {name} have?',
  'What worries {name} most about applying?',
  'Which documents has {name} uploaded so far?',
  'What should I talk about with {name} at our next meeting?',
];

/**
 * The rotation: every student question about every student, interleaved with the knowledge questions, each turn once.
 * students: [{ id, name }].
 */
export function chatTurns(students) {
  const about = STUDENT_QUESTIONS.flatMap((q) => students.map((s) => ({ message: q.replace('{name}', s.name), studentId: s.id })));
  const general = KNOWLEDGE_QUESTIONS.map((message) => ({ message, studentId: null }));
  const turns = [];
  for (let i = 0; i < Math.max(about.length, general.length); i++) {
    if (i < about.length) turns.push(about[i]);
    if (i < general.length) turns.push(general[i]);
  }
  return turns;
}
