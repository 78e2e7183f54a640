import { PROFILE_MARKER } from '../../domain/chat.js';
import { estimateTokens } from '../../domain/prompt.js';
import { studentFacts, type FactKey, type StudentFact } from '../../domain/student-facts.js';
import { studentName, type StudentContext } from '../../domain/student-context.js';
import type { AnswerChunk, AnswerInput, Answerer } from '../../ports/answerer.js';
import { answerFromList } from './college-list-answer.js';
import { counselingLines } from './counseling-answer.js';
import { selectSentences, type SelectedSentence } from './sentence-selection.js';
import { terms } from '../../domain/text-analysis.js';
import { FACTS_FOR, NEXT_STEP, topicsOf, type Topic } from './topics.js';
import { unansweredNote } from './unanswered.js';

export const OFFLINE_LABEL = 'Offline assistant (no generative model configured).';

const MAX_FACTS = 5;

/**
 * The embedded, grounded answerer: no network. It answers with what the retrieved passages say that
 * bears on the question (each point cited), the student's facts that matter for it, and a next step.
 */
export class OfflineAnswerer implements Answerer {
  readonly name = 'offline' as const;
  readonly model = null;

  compose(input: AnswerInput): string {
    const topics = topicsOf(input.question);
    const student = input.student;
    const found = selectSentences(input.question, input.passages, student ? studentName(student) : null);
    const name = student ? studentName(student) : null;
    const lines: string[] = [OFFLINE_LABEL];
    // A question about the student's colleges is answered from their college list first, each line cited [L].
    const fromList = student && name ? answerFromList(input.question, student, name, input.today ?? new Date().toISOString().slice(0, 10)) : null;
    // The list alone answers its deadlines, materials, overview and fit levels (each with its reason); the profile's
    // scores are added to a fit answer only when the question asks about them, else they would be cited for nothing.
    const facts = student && (!fromList || (fromList.scoresMatter && ASKS_SCORES.test(input.question))) ? relevantFacts(studentFacts(student), topics) : [];
    const record = name ? recordAnswer(input.question, name, fromList ? null : facts) : null;
    const picked = (record ? found.filter((s) => record.covered(s.text) > record.bar) : found)
      // Beside a list answer, a passage must say something asked besides "college list" ("Finalize your college
      // list" is about lists, not about what is on this one).
      .filter((s) => !fromList || saysMoreThanTheList(input.question, s.text, name!));

    if (fromList) {
      lines.push('', ...fromList.lines);
      // The list answers the question; the knowledge base adds context, briefly.
      if (picked.length) {
        lines.push('', 'Related, from the knowledge base:');
        for (const s of picked.slice(0, 2)) lines.push(`- ${cite(s)}`);
      }
    } else if (picked.length) {
      lines.push('', `In short: ${cite(picked[0])}`);
      if (picked.length > 1) {
        lines.push('', 'From the knowledge base:');
        for (const s of picked.slice(1)) lines.push(`- ${cite(s)}`);
      }
    } else if (record) {
      // The student's facts below answer it; "nothing in the knowledge base" would read as "no answer".
    } else if (input.knowledgeUnavailable) {
      lines.push('', 'The knowledge base could not be searched just now, so this answer draws only on what is known about the student.');
    } else {
      lines.push('', 'I found nothing in the knowledge base that addresses this question directly. Try naming the topic more specifically (for example "FAFSA deadline" or "early decision"), or add a document on it to the knowledge base.');
    }

    if (student && name) {
      if (facts.length) {
        lines.push('', `About ${name}:`);
        for (const f of facts) lines.push(`- ${f.text} [${PROFILE_MARKER}]`);
      }
      // Counselor notes and open tasks (issue 21): chat gives them only to staff turns.
      if (input.counseling) lines.push(...counselingLines(input.question, input.counseling, name));
      const gap = missingInfo(student, topics, name) ?? missingScore(input.question, student, name);
      if (gap) lines.push('', gap);
    } else if (/\b(my|this|the|our)\s+student\b|\b(he|she|they|him|her|them)\b/i.test(input.question)) {
      lines.push('', 'Which student is this about? Choose one in the student selector and I can use their profile.');
    }

    // What the question asks for that none of the lines above holds is said, never guessed.
    const note = unansweredNote(input.question, lines.slice(1).join('\n'), name);
    if (note) lines.push('', note);

    const step = fromList?.nextStep ?? NEXT_STEP[topics[0] as Topic] ?? 'Go over these points with {name} and agree on one concrete action for the coming week.';
    lines.push('', `Next step: ${step.replace(/\{name\}/g, name ?? 'the student')}`);
    return lines.join('\n');
  }

  async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
    const text = this.compose(input);
    // Line by line, so the streaming path is exercised the same way as with a generative model.
    const parts = text.split(/(?<=\n)/);
    for (const part of parts) yield { type: 'delta', text: part };
    yield { type: 'usage', usage: { promptTokens: estimateTokens(input.prompt.system + input.prompt.user), completionTokens: estimateTokens(text) } };
  }
}

/** A question about the student's scores, grades or profile: a fit answer then shows them. */
const ASKS_SCORES = /\b(?:scores?|sat|act|gpa|grades?|profile|stats?|numbers)\b/i;

/** The words a list answer itself is about, which a passage beside it holding says nothing more. */
const LIST_WORDS = new Set(terms('college colleges list lists'));

function saysMoreThanTheList(question: string, text: string, name: string): boolean {
  const nameTerms = new Set(terms(name));
  const have = new Set(terms(text));
  return terms(question).some((t) => !nameTerms.has(t) && !LIST_WORDS.has(t) && have.has(t));
}

function cite(s: SelectedSentence): string {
  const text = /[.!?…]$/.test(s.text) ? s.text : `${s.text}.`;
  return `${text} [${s.marker}]`;
}

/**
 * When the chosen student's record answers the question (null when it does not), how a passage's sentence is
 * measured against it. The knowledge base is then cited only where it says more of what was asked than the
 * student's record does: "What is Maya's GPA?" or "What are Maya's SAT and ACT scores?" are answered by her
 * facts, not by a passage on how colleges use scores. `facts` null: the college list answers, so a passage must
 * hold every word the counselor wrote (the student's name aside) to be added as related.
 */
function recordAnswer(question: string, name: string, facts: StudentFact[] | null) {
  const nameTerms = new Set(terms(name));
  const written = terms(question).filter((t) => !nameTerms.has(t));
  const asked = [...new Set(written)];
  // For a list answer, the words asked count only where the passage also holds them in the order asked
  // ("college list", not "on the list … a college"), so a passage must say what was asked, not share its words.
  const pairsOf = (ts: string[]) => ts.slice(1).map((t, i) => `${ts[i]} ${t}`);
  const inOrder = (text: string) => { const have = new Set(pairsOf(terms(text))); return pairsOf(written).every((p) => have.has(p)); };
  const covered = (text: string) => {
    const have = new Set(terms(text));
    const n = asked.filter((t) => have.has(t)).length;
    return facts === null && !inOrder(text) ? Math.min(n, asked.length - 1) : n;
  };
  const bar = facts === null ? asked.length - 1 : covered(facts.map((f) => f.text).join(' '));
  // Facts that hold none of the words asked do not answer it: the knowledge base does, as before.
  return facts !== null && bar === 0 ? null : { covered, bar };
}

/** Facts that bear on the question's topics; with no topic, a short overview (grade, GPA, scores). */
function relevantFacts(facts: StudentFact[], topics: Topic[]): StudentFact[] {
  const wanted: FactKey[] = topics.length ? [...new Set(topics.flatMap((t) => FACTS_FOR[t]))] : ['grade', 'gpa', 'sat', 'act'];
  // In the order of the topics' relevance, not the profile's field order.
  return wanted.map((k) => facts.find((f) => f.key === k)).filter((f): f is StudentFact => !!f).slice(0, MAX_FACTS);
}

/** The score a question names that the profile does not hold ("What is Jordan's ACT score?"). */
function missingScore(question: string, s: StudentContext, name: string): string | null {
  const asked = [['SAT', s.profile.satScore], ['ACT', s.profile.actScore], ['GPA', s.profile.gpa]] as const;
  const absent = asked.filter(([word, value]) => value === null && new RegExp(`\\b${word}\\b`).test(question)).map(([word]) => word);
  return absent.length ? `${name}'s profile has no ${absent.join(' or ')} on record: the records do not say.` : null;
}

/** A clarifying question when the profile lacks what the question needs. */
function missingInfo(s: StudentContext, topics: Topic[], name: string): string | null {
  const p = s.profile;
  if (topics.includes('tests') && p.satScore === null && p.actScore === null) return `${name}'s profile has no SAT or ACT score yet. Has ${name} taken either test, or are they planning to apply test-optional?`;
  if ((topics.includes('academics') || topics.includes('list')) && p.gpa === null) return `${name}'s profile has no GPA yet. What is their current GPA, so the advice can be more specific?`;
  if ((topics.includes('preferences') || topics.includes('list')) && !s.preferences) return `${name} has not filled in the college preference questionnaire yet. What size and location of college are they drawn to?`;
  if (topics.includes('activities') && !p.activities.length && !p.clubs && !p.leadership) return `${name}'s profile lists no activities yet. What do they do outside class?`;
  return null;
}
