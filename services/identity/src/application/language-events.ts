import { outboxEvent, type OutboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Language } from '../domain/language.js';

/**
 * A person's language as other services follow it (notifications write their emails in it), published in the same
 * unit of work as the choice; null: follow the browser, and emails fall back to English.
 */
export const languageChanged = (userId: string, language: Language | null): OutboxEvent =>
  outboxEvent(Subjects.identityUserLanguageChanged, { userId, language });
