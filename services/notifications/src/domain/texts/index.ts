import { en } from './en.js';
import { es } from './es.js';
import type { Language, Message, MessageText, Texts } from './message.js';

export * from './message.js';

/** Adding a language: a writer file beside these, a line here, and the code in LANGUAGES (message.ts). */
const TEXTS: Record<Language, Texts> = { en, es };

/** A person's words: their language, else English (no choice made, or one this service does not write). */
export const textsFor = (language: Language | null | undefined): Texts => TEXTS[language ?? 'en'] ?? en;

/** A message in a language; English is the text the rules store as title and body. */
export const renderMessage = (m: Message, language: Language | null = 'en'): MessageText => textsFor(language).messages[m.code](m.params);

/** A draft's texts: the message, and its English as the stored title and body. */
export const draftTexts = (m: Message) => ({ ...renderMessage(m), ...m });
