import { fillTemplate } from './text-files/reason-text.js';

/**
 * A value a message names: shown as given (a number, a file name, a code the user typed), or a phrase of its own
 * when it is a word the reader's language writes differently (a service's name, a request's state).
 */
export type PhraseValue = string | number | Phrase;

/**
 * A message with values: its English template with `{{name}}` placeholders (the key of the web's `server` catalog),
 * the values, and the English sentence they make. The English stays the service's exact words; a reader of another
 * language gets the template translated with the same values.
 */
export interface Phrase {
  template: string;
  values: Readonly<Record<string, PhraseValue>>;
  message: string;
}

/** The message `template` makes with `values` (a phrase value reads as its own English). */
export function phrase(template: string, values: Readonly<Record<string, PhraseValue>> = {}): Phrase {
  const english = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === 'object' ? v.message : v]));
  return { template, values, message: fillTemplate(template, english) };
}

/** A word inside a message that the catalog translates (a service's name, a state): a phrase without values. */
export const word = (text: string): Phrase => phrase(text);

/** The templates that join a list's items, by separator: the first item, then the rest joined the same way. */
const JOINS = { ', ': '{{first}}, {{rest}}', '; ': '{{first}}; {{rest}}', ' or ': '{{first}} or {{rest}}' } as const;

/**
 * Items joined by `separator`, as one value: each item stays a value of its own (a word the catalog translates, a
 * sentence it holds), and a reader's language writes the separator ("o" for "or"). One item is itself.
 */
export function joined(items: readonly PhraseValue[], separator: keyof typeof JOINS): PhraseValue {
  const [first, ...rest] = items;
  if (rest.length === 0) return first ?? '';
  return phrase(JOINS[separator], { first: first as PhraseValue, rest: joined(rest, separator) });
}
