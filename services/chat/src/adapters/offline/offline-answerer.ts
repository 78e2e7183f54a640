import { PROFILE_MARKER } from '../../domain/chat.js';
import { passageAnalysis } from '../../domain/passage-analysis.js';
import { estimateTokens } from '../../domain/prompt.js';
import { studentFacts } from '../../domain/student-facts.js';
import { studentName } from '../../domain/student-context.js';
import type { AnswerChunk, AnswerInput, Answerer, TokenUsage } from '../../ports/answerer.js';
import { asksAboutCourses, type AcademicPlan } from '../../domain/academic-plan.js';
import { academicPlanLines, planNextStep } from './academic-plan-answer.js';
import { answerFromList } from './college-list-answer.js';
import { counselingLines } from './counseling-answer.js';
import type { SelectedSentence } from './sentence-selection.js';
import { terms, termsOfEach } from '../../domain/text-analysis.js';
import { NEXT_STEP, topicsOf, type Topic } from './topics.js';
import { FIGURE_WORDS, askedFigure, figureNotStated, unansweredNote } from './unanswered.js';
import { DECLINE_NOTHING, DECLINE_OPENING, declineFigure, declineNamed } from '../../domain/decline.js';
import { FRAME_TERMS, askedAbout, askedClause, askedPhrase, holds, saysTogether, possessedTerms, subjectTerms, wordsFor } from '../../domain/question-focus.js';
import { focusOf, listTerms, planAnswers, type QuestionFocus } from '../../domain/question-routing.js';
import { recordTexts } from '../../domain/record-texts.js';
import { disownsColleges, listBears, passagesNamingIt, withoutDisowned } from './routing.js';
import { answeringLines, lineCoveringStudent } from './answering-lines.js';
import { addsToWhatIsAsked, leadInOnly, onTheSubject, sentenceHolds } from './line-relevance.js';
import { withStrayThings } from './stray-things.js';
import { acronymsIn, spelledOutIn, withAcronymsSpelledOut } from './acronyms.js';
import { equivalents } from '../../domain/word-equivalents.js';
import {
  ASKS_FOR_SCORE, escapeName, missingInfo, missingScore, recordAnswer, relevantFacts, undoneOnList, unrecordedScore, unrecordedStanding,
} from './student-record-questions.js';

export const OFFLINE_LABEL = 'Offline assistant (no generative model configured).';

/**
 * The embedded, grounded answerer: no network. It answers with what the retrieved passages say that
 * bears on the question (each point cited), the student's facts that matter for it, and a next step.
 */
export class OfflineAnswerer implements Answerer {
  readonly name = 'offline' as const;
  readonly model = null;

  compose(input: AnswerInput): string {
    // "Maya wants to major in engineering; which local scholarship fits her?": the clause that asks is what is routed.
    // "…sent to a scholarship, not a college": what the question says it is not about is no word asked.
    const said = withoutDisowned(input.question);
    const question = askedClause(said);
    const topics = topicsOf(question);
    const student = input.student;
    const name = student ? studentName(student) : null;
    const today = input.today ?? new Date().toISOString().slice(0, 10);
    // What the question names, and which source holds each thing: the list, the profile, which passages.
    // An acronym a passage spells out is held there, not missing (acronyms.ts).
    const read = withAcronymsSpelledOut(focusOf(question, student, input.passages), input.passages);
    // With the knowledge base unreachable, a thing no record holds may still be in it: that is not a decline.
    // "Maya applied early decision to Rice; what happens if her grades drop?" asks what would follow, which a policy
    // says and a record never does: the line about what the "if" supposes answers, not one about the lead-in's words.
    const supposes = SUPPOSES.test(question);
    const found = answeringLines(input, name, passagesNamingIt(read), question, read.passagesOnly, supposes ? question : said);
    const focus = input.knowledgeUnavailable ? { ...read, missing: [] } : withStrayThings(read, input.passages, student, found[0]);
    // "Is Maya on track to graduate?", "What is Jordan missing for a-g?": the student's plan answers, before the list.
    const plan = student?.academicPlan ?? null;
    if (plan && name && planAnswers(question, focus, plan)) return this.fromPlan(plan, name);
    // The college list answers only a question about the student's colleges, plans, statuses and deadlines, never
    // one that names something only a passage holds ("When are FAFSA applications due?").
    const listAnswers = !!student && !disownsColleges(input.question) && listBears(question, focus, true, found[0], input.passages, name, today, listTerms(student?.collegeList ?? []));
    const fromList = listAnswers && name ? answerFromList(question, student!, name, today, focus.colleges) : null;
    const declined: string[] = [];
    // A thing the question names that no source holds: said first, and nothing found reads as the answer.
    if (focus.missing.length) {
      const figure = askedFigure(question);
      const what = figure ? `no ${FIGURE_WORDS[figure]} is given for ${focus.missing.length > 1 ? 'them' : 'it'}` : 'nothing here is about it';
      declined.push(declineNamed(focus.missing.map((t) => t.text), what));
    }
    const scoreGap = student && name ? missingScore(question, student, name) : null;
    if (!declined.length && scoreGap && ASKS_FOR_SCORE.test(question)) declined.push(scoreGap.decline);
    const otherTest = student && name ? unrecordedScore(question, name) : null;
    if (!declined.length && otherTest) declined.push(`${DECLINE_OPENING} states ${name}'s score on ${otherTest}: the profile holds SAT and ACT scores only, so the records do not say.`);
    // The list and the profile alone answer their deadlines, materials and fit levels (each with its reason); scores
    // are added to a fit answer only when asked about, else they would be cited for nothing.
    // A question about a thing only the knowledge base holds is not about the student's record unless it says so.
    const factsBear = focus.aboutStudent || (!focus.missing.length && !focus.passagesOnly.length);
    const candidateFacts = student && factsBear && (!fromList || (fromList.scoresMatter && ASKS_SCORES.test(question))) ? relevantFacts(studentFacts(student), topics, question) : [];
    // The student's facts do not crowd out the passage then, and what the "if" supposes is not a fact to look up.
    const record = name && !fromList && !supposes ? recordAnswer(question, name, candidateFacts) : null;
    // Beside a list answer, a passage is quoted only for what the question asks that the list does not hold
    // ("binding" in "Is early decision binding for Maya's Rice application?"); "Finalize your college list" says
    // nothing about what is on this one.
    const thingTerms = new Set(focus.places.flatMap((p) => terms(p.thing.text)));
    const beyondList = fromList ? subjectTerms(question, name).filter((t) => !listTerms(student!.collegeList).has(t) && !thingTerms.has(t)) : [];
    // "Where does Jordan pick up the work permit form?" asks where a thing is done, which a passage says, not his state.
    const asksState = !!name && !/^\s*(?:where|how)\b/i.test(question) && new RegExp(`\\b(?:is|does|did|has)\\s+${escapeName(name)}\\b`, 'i').test(question);
    const asksOfStudent = asksState || (!!name && new RegExp(`^\\s*(?:should|can|could|would|will)\\s+${escapeName(name)}\\b`, 'i').test(question));
    // "What AP classes is Jordan taking?" asks what the student does: their record answers, not a passage on AP classes.
    const owned = possessedTerms(question, name);
    const quoted = fromList
      ? found.filter((s) => beyondList.length > 0 && (sentenceHolds(s, beyondList, input) || leadInOnly(question, name, beyondList, focus, s, input))
        && onTheSubject(s, subjectTerms(question, name), beyondList, focus, input))
      : record ? found.filter((s) => !asksState && record.covered(s.text) > record.bar) : found;
    // "Who is Jordan's counselor, and how does he book a meeting?": the line of a by-last-name list that covers the
    // student answers what is theirs, even when another sentence shares more of the question's words.
    const theirs = !fromList && name ? lineCoveringStudent(input.passages, name, owned) : null;
    const picked = theirs && !quoted.some((s) => s.marker === theirs.marker && s.text === theirs.text) ? [theirs, ...quoted] : quoted;
    // The student's facts are shown when the question asks about what is theirs ("her SAT scores"), asks what they
    // should do, or no passage answers it: "Jordan is a junior: when is the free SAT?" is answered by the passage.
    // "Should Jordan take the ACT?", "What AP classes is Jordan taking?": about the student, so their facts bear.
    const facts = !picked.length || fromList || asksOfStudent || candidateFacts.some((f) => terms(f.text).some((t) => owned.has(t))) ? candidateFacts : [];
    // The student's facts and list lines, read once for every check below that looks in the records.
    const { texts: recordLines, terms: recordTermSet } = recordTexts(student);
    // Looked up word by word in each passage's own term set: a few words are asked about, where merging every
    // passage's terms into one set cost more than the lookups.
    const passageTerms = input.passages.map((p) => passageAnalysis(p).terms);
    const inPassages = (t: string) => passageTerms.some((ts) => ts.has(t));
    const everywhere = { has: (t: string) => recordTermSet.has(t) || inPassages(t) };
    if (!declined.length && !input.knowledgeUnavailable) {
      // What the question is about, held by no source at all ("the cafeteria menu"), when it is most of what was asked.
      const subject = subjectTerms(question, name).filter((t) => terms(t).length > 0);
      // A word is held where it or one of the same meaning is ("hired" where a source says "job").
      // An acronym asked ("SSN") is held where a passage spells it out ("Social Security number").
      const spelled = new Set(acronymsIn(question).filter((a) => spelledOutIn(a, input.passages)).map((a) => a.toLowerCase()));
      const absent = subject.filter((t) => !everywhere.has(t) && !equivalents(t).some((e) => everywhere.has(e)) && !spelled.has(t));
      const bestSays = picked[0] ? subject.filter((t) => sentenceHolds(picked[0], [t], input)).length : 0;
      // What "Which bus route…" or "What is the cafeteria menu…" asks about, held by no source.
      const target = askedAbout(question, name).filter((t) => !FRAME_TERMS.has(t));
      // A two-word thing asked about ("bus route", "spring play") whose words no source says together.
      const phrase = askedPhrase(question, name);
      const sources = [...input.passages.map((p) => `${p.title}\n${p.text}`), ...recordLines];
      const phraseAbsent = !!phrase && !sources.some((t) => saysTogether(t, phrase));
      const targetAbsent = (target.length >= 2 && target.every((t) => !everywhere.has(t))) || phraseAbsent;
      if (!fromList && picked.length && (targetAbsent || (bestSays < 2 && absent.length >= 2 && absent.length >= 0.6 * subject.length))) {
        declined.push(declineNamed([wordsFor(question, new Set(phraseAbsent ? phrase : targetAbsent ? target : absent))], 'nothing here is about it'));
      }
      // A college of the list asked about for something neither the records nor a passage on the same subject holds
      // ("Maya's MIT interview": other passages' interviews are not hers).
      const records = recordTermSet;
      const context = subject.filter((t) => !beyondList.includes(t) && !thingTerms.has(t));
      // With nothing asked but what the list does not hold, every passage found may be on the subject.
      const onSubject = passageTerms.filter((ts) => !context.length || context.some((t) => ts.has(t)));
      const unheld = beyondList.filter((t) => !records.has(t) && !onSubject.some((ts) => ts.has(t)));
      // "Maya's Rice campus tour": what the question says is the student's own is in their records or nowhere; a passage
      // on campus tours in general does not date hers.
      const ownUnheld = beyondList.filter((t) => owned.has(t) && !records.has(t));
      const missingHere = (!picked.length && unheld.length && unheld.length === beyondList.length) ? unheld : ownUnheld.length && ownUnheld.length === beyondList.length ? ownUnheld : [];
      if (fromList && focus.colleges.length && missingHere.length) {
        declined.push(declineNamed([`${wordsFor(question, new Set(missingHere))} for ${focus.colleges.map((e) => e.collegeName).join(' or ')}`], 'nothing here is about it'));
      }
    }
    // "Did Jordan register for…?", "Has Maya visited…?": what the student did is in their records or nowhere.
    if (!declined.length && student && name) {
      const did = new RegExp(`^\\s*(?:did|has|have)\\s+${escapeName(name)}\\s+(\\w+)`, 'i').exec(question);
      const verb = did ? terms(did[1]) : [];
      const records = new Set([...termsOfEach(studentFacts(student).map((f) => f.text)), ...listTerms(student.collegeList)]);
      const recorded = (t: string) => records.has(t) || equivalents(t).some((e) => records.has(e));
      // "Has Maya submitted her CSS Profile?": the records hold submitting (her MIT application), not the thing submitted.
      const object = did ? subjectTerms(question.slice(did.index + did[0].length), name).filter((t) => !FRAME_TERMS.has(t)) : [];
      const objectUnheld = !focus.colleges.length && object.length > 0 && !object.some(recorded);
      // "Which AP exams has Maya signed up for?" asks what she did with a thing the knowledge base speaks of in general
      // (registering for AP exams) and her records do not hold (her AP courses are not exams): theirs or nowhere. "What
      // leadership roles has Maya held?" is answered by her record, which holds leadership. The word itself, not one of
      // the same meaning: her test scores are not the exams she registered for.
      const which = new RegExp(`^\\s*(?:which|what)\\s+((?:[\\w-]+\\s+){1,3}?)(?:has|have|did)\\s+${escapeName(name)}\\b`, 'i').exec(question);
      const thing = which ? subjectTerms(which[1], name) : [];
      const thingUnheld = !fromList && !focus.colleges.length && thing.some((t) => !records.has(t) && inPassages(t));
      if ((verb.length && (!verb.some((t) => records.has(t)) || objectUnheld)) || thingUnheld || undoneOnList(question, name, student.collegeList)
        || (!focus.passagesOnly.length && !focus.colleges.length && unrecordedStanding(question, name, (t) => records.has(t)))) {
        declined.push(`${DECLINE_OPENING} answers “${question.trim()}”: ${name}'s records here do not say.`);
      }
      // "What is Maya's class rank?": what the question says is the student's own, held by neither their records nor a
      // passage line about them ("Last names A through F: …"), and nothing named that the knowledge base holds instead.
      const own = [...owned].filter((t) => !FRAME_TERMS.has(t) && !FIGURE_ONLY.has(t));
      // A by-last-name line is theirs only in a passage about what is asked ("counselor"), not "Maya's mother's name".
      const personal = !!theirs;
      // "Jordan's home address", "Jordan's club soccer coach": a word of what is theirs that their records do not hold
      // and no passage quoted holds either ("her meeting with her counselor" is a passage's subject, not a record's).
      const unrecorded = own.filter((t) => !recorded(t));
      // The quoted passages' title and text, as read once per passage (not tokenized again on every turn).
      const quotedTerms = [...new Set(picked.map((s) => input.passages[s.marker - 1]))].flatMap((p) => (p ? [passageAnalysis(p).terms] : []));
      const partlyOwn = unrecorded.length > 0 && !unrecorded.every((t) => quotedTerms.some((ts) => ts.has(t)));
      // A thing the knowledge base holds answers instead, unless the question says it is the student's own ("Maya's
      // student ID": a passage's "FSA ID" is not hers).
      const kbThing = focus.passagesOnly.some((t) => !terms(t.text).every((x) => owned.has(x)));
      // "How does Maya request her counselor letter?" asks how it is done: a document whose title names all of it says
      // how, hers or not ("Who is Jordan's mentor?" asks who, which a page on peer mentors does not say).
      // "Can Maya still change her schedule?" asks whether she may, which the document on it says as well.
      const documented = /^\s*(?:how|can|could|may)\b/i.test(question) && input.passages.some((p) => { const ts = new Set(terms(p.title)); return own.every((t) => ts.has(t)); });
      // "…does she need to meet with her counselor before the agreement gets signed?" asks whether she must do something,
      // which the line that leads answers for every student ("a student … meets with their counselor"): her counselor's
      // name is not what is asked.
      const whether = WHETHER.test(question) && !!picked[0] && unrecorded.every((t) => sentenceHolds(picked[0], [t], input));
      if (!declined.length && !fromList && !kbThing && !documented && !whether && !supposes && !focus.colleges.length && own.length && !personal && (!own.some(recorded) || partlyOwn)) {
        declined.push(`${DECLINE_OPENING} states ${name}'s ${wordsFor(question, new Set(own))}: ${name}'s records here do not say.`);
      }
    }
    // A date, amount or rate the question cannot be answered without, stated by nothing shown: said first too.
    if (!declined.length) {
      // "How many service hours does Jordan have?": the student's own figure is in their records, not in a passage.
      const own = !!name && new RegExp(`\\b(?:does|did|has)\\s+${escapeName(name)}\\s+(?:have|had|get|got|earn|earned|log|logged)\\b`, 'i').test(question);
      const shown = [...(fromList?.lines ?? []), ...(own ? [] : picked.map((s) => `${input.passages[s.marker - 1]?.title ?? ''}: ${s.text}`)), ...(own ? candidateFacts : facts).map((f) => f.text)].join('\n');
      // Each passage's sentence with its title: a sentence of the document about the thing asked is about it.
      const passageLines = own ? [] : picked.map((s) => {
        const p = input.passages[s.marker - 1];
        return { title: p?.title ?? '', text: s.text, opening: p?.text.trim().split(/(?<=[.!?])\s|\n/, 1)[0] ?? '' };
      });
      const figure = figureNotStated(question, shown, name, passageLines);
      if (figure) declined.push(declineFigure(FIGURE_WORDS[figure]));
    }

    const lines: string[] = [OFFLINE_LABEL];
    if (declined.length) lines.push('', ...declined);
    if (fromList) {
      lines.push('', ...fromList.lines);
      // Both bear: the list answers about the student's colleges, the knowledge base what the list does not hold.
      if (picked.length) {
        lines.push('', 'From the knowledge base:');
        for (const s of picked.slice(0, 2).filter((s, i) => i === 0 || s.marker === picked[0].marker || addsToWhatIsAsked(s, picked[0], input))) {
          lines.push(`- ${this.cite(s, input, focus)}`);
        }
      }
    } else if (picked.length && declined.length) {
      // The nearest passages are offered as related, never as the answer.
      lines.push('', 'Related, from the knowledge base (not an answer to the question):');
      for (const s of picked.slice(0, 2)) lines.push(`- ${this.cite(s, input, focus)}`);
    } else if (picked.length) {
      lines.push('', `In short: ${this.cite(picked[0], input, focus)}`);
      if (picked.length > 1) {
        lines.push('', 'From the knowledge base:');
        for (const s of picked.slice(1)) lines.push(`- ${this.cite(s, input, focus)}`);
      }
    } else if (record || declined.length) {
      // The student's facts below answer it, or the decline above says what is missing.
    } else if (input.knowledgeUnavailable) {
      lines.push('', 'The knowledge base could not be searched just now, so this answer draws only on what is known about the student.');
    } else {
      lines.push('', `${DECLINE_NOTHING} Try naming the topic more specifically (for example "FAFSA deadline" or "early decision"), or add a document on it to the knowledge base.`);
    }

    if (student && name) {
      if (facts.length) {
        lines.push('', `About ${name}:`);
        for (const f of facts) lines.push(`- ${f.text} [${PROFILE_MARKER}]`);
      }
      // A question about their courses: what the plan places and still misses bears beside the record.
      if (plan && asksAboutCourses(question)) lines.push('', ...academicPlanLines(plan, name));
      // Counselor notes and open tasks: chat gives them only to staff turns.
      // Notes that merely share words are left out when a passage answers: they would be cited for nothing.
      if (input.counseling) lines.push(...counselingLines(withoutNames(question, focus), input.counseling, name, picked.length > 0));
      const gap = missingInfo(student, topics, name) ?? (declined.includes(scoreGap?.decline ?? '') ? null : scoreGap?.note ?? null);
      if (gap) lines.push('', gap);
    } else if (/\b(my|this|the|our)\s+student\b|\b(he|she|they|him|her|them)\b/i.test(question)) {
      lines.push('', 'Which student is this about? Choose one in the student selector and I can use their profile.');
    }

    // What the question asks for that none of the lines above holds is said, never guessed (a decline said it first).
    if (!declined.length) {
      const titles = [...new Set(picked.map((s) => input.passages[s.marker - 1]?.title ?? ''))];
      const note = unansweredNote(question, [...lines.slice(1), ...titles].join('\n'), name);
      if (note) lines.push('', note);
    }

    const step = fromList?.nextStep ?? NEXT_STEP[topics[0] as Topic] ?? 'Go over these points with {name} and agree on one concrete action for the coming week.';
    lines.push('', `Next step: ${step.replace(/\{name\}/g, name ?? 'the student')}`);
    return lines.join('\n');
  }

  /**
   * The plan's status and gaps, each cited [A]. The student's plan is the answer: passages that merely share a word
   * ("requirements", "track") would be cited for nothing.
   */
  private fromPlan(plan: AcademicPlan, name: string): string {
    return [OFFLINE_LABEL, '', ...academicPlanLines(plan, name), '', `Next step: ${planNextStep(plan, name)}`].join('\n');
  }

  /** A cited sentence; one that does not itself name the thing asked about says which document it is from. */
  private cite(s: SelectedSentence, input: AnswerInput, focus: QuestionFocus): string {
    const text = /[.!?…]$/.test(s.text) ? s.text : `${s.text}.`;
    const title = input.passages[s.marker - 1]?.title;
    const unnamed = focus.passagesOnly.some((t) => !holds(t, s.text) && title && holds(t, title));
    return `${unnamed ? `From "${title}": ` : ''}${text} [${s.marker}]`;
  }

  async *stream(input: AnswerInput): AsyncIterable<AnswerChunk> {
    const { text, usage } = this.complete(input);
    // Line by line, so the streaming path is exercised the same way as with a generative model.
    for (const part of linesKeepingBreaks(text)) yield { type: 'delta', text: part };
    yield { type: 'usage', usage };
  }

  complete(input: AnswerInput): { text: string; usage: TokenUsage } {
    const text = this.compose(input);
    return { text, usage: { promptTokens: estimateTokens(input.prompt.system + input.prompt.user), completionTokens: estimateTokens(text) } };
  }
}

/** The text cut after each line break, the breaks kept: what split(/(?<=\n)/) gives, without a look-behind scan. */
export function linesKeepingBreaks(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', from)) {
    parts.push(text.slice(from, at + 1));
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

/** A question about the student's scores, grades or profile: a fit answer then shows them. */
const ASKS_SCORES = /\b(?:scores?|sat|act|gpa|grades?|profile|stats?|numbers)\b/i;

/** The question without the names it gives ("the Delgado Family scholarship" asks nothing about the family). */
function withoutNames(question: string, focus: QuestionFocus): string {
  return focus.places.reduce((q, p) => (/^[A-Z]/.test(p.thing.text) ? q.split(p.thing.text).join(' ') : q), question);
}

/** A question that asks what would follow from a supposition ("what happens if…", "what if…"). */
const SUPPOSES = /\bwhat\s+(?:happens|would happen|will happen|could happen|happens to \w+)\s+(?:if|when|once)\b|\bwhat\s+if\b/i;

/** A question that asks whether (its clause opens with the verb): "does she need to…", "is she allowed to…". */
const WHETHER = /^\s*(?:does|do|did|is|are|can|could|should|must|will|would|may|has|have)\b/i;

/** Words that ask how much or how many of what the student has, not what it is. */
const FIGURE_ONLY = new Set(terms('much many number amount total'));
