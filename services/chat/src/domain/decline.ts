/**
 * How an answer says that its sources do not cover the question, in one place: the offline answerer opens with it,
 * the model prompt asks for it, and the assistant evaluation checks that an unanswerable question's answer opens
 * with it ("declined first").
 */

/** The words every decline opens with. */
export const DECLINE_OPENING = 'None of these sources';

/** A first sentence that declines: it says the sources do not mention, state or answer what was asked. */
export const DECLINE_PATTERN = /^None of these sources (?:mentions|states|answers|covers)\b/;

/** The label the offline answerer puts before its answer, which is not the answer's first sentence. */
const ANSWERER_LABEL = /^Offline assistant \(no generative model configured\)\.\s*/;

/** Whether the answer's first sentence (after the offline label, if any) says the sources do not cover the question. */
export function opensWithDecline(answer: string): boolean {
  const body = answer.trimStart().replace(ANSWERER_LABEL, '').trimStart();
  return DECLINE_PATTERN.test(body);
}

/** The decline sentence for things no source mentions; `what` says what is therefore not given. */
export function declineNamed(names: readonly string[], what: string): string {
  return `${DECLINE_OPENING} mentions ${names.join(' or ')}: the records here do not say, so ${what}.`;
}

/** The decline sentence for a date, amount or figure that no source states. */
export function declineFigure(word: string): string {
  return `${DECLINE_OPENING} states the ${word} asked for: the records here do not say, so none is given.`;
}

/** The decline sentence when nothing found addresses the question. */
export const DECLINE_NOTHING = `${DECLINE_OPENING} answers this: I found nothing in the knowledge base that addresses this question directly.`;
