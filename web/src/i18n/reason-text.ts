import i18next from 'i18next';
import { serverText } from './server-text';

/** A reason as a service sends it beside its English sentence: which sentence, and the values it names. */
export interface ReasonTextFields {
  code: string;
  values: ReadonlyArray<{ name: string; value: string }>;
}

/** How a value reads in the sentence, when it is a word to translate rather than a value to show as sent. */
export type ValueWords = (name: string, value: string) => string | undefined;

const isEnglish = () => !i18next.isInitialized || !i18next.resolvedLanguage || i18next.resolvedLanguage === 'en';

/** One sentence from `<prefix>.<code>` of namespace `ns`, or null when this app does not know the code. */
function sentence(ns: string, prefix: string, text: ReasonTextFields, words?: ValueWords): string | null {
  const key = `${prefix}.${text.code}`;
  if (!i18next.exists(key, { ns })) return null;
  const values = Object.fromEntries(text.values.map(({ name, value }) => [name, words?.(name, value) ?? value]));
  return i18next.t(key, { ns, ...values });
}

/**
 * A reason in the reader's language, written from the code and values the service sent with it (an import's rejected
 * row). An English reader gets the service's own sentence unchanged; a reason without a code, or with one this app
 * does not know (a newer service), reads through the server catalog, which shows it as sent when it lacks it.
 */
export function reasonText(ns: string, prefix: string, english: string, text: ReasonTextFields | null | undefined, words?: ValueWords): string {
  if (isEnglish()) return english;
  return (text && sentence(ns, prefix, text, words)) ?? serverText(english);
}

/** The same for a reason made of several sentences (joined by "; " in English), each sent as its own code. */
export function reasonsText(ns: string, prefix: string, english: string, texts: readonly ReasonTextFields[] | null | undefined): string {
  if (isEnglish()) return english;
  const sentences = (texts ?? []).map((t) => sentence(ns, prefix, t));
  return sentences.length > 0 && sentences.every((s) => s !== null) ? sentences.join('; ') : serverText(english);
}
