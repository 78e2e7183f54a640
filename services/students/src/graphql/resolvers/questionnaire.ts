import { requireUser, type Principal } from '@counsel/kit';
import { CHECKLISTS, QUESTIONS } from '../../domain/preference-options.js';

/** The questionnaire as data, so the screen and the server share one list of statements. */
export function questionnaire(principal: Principal | null) {
  requireUser(principal);
  return {
    questions: Object.entries(QUESTIONS).map(([field, q]) => ({ field, label: q.label, options: [...q.options] })),
    checklists: Object.entries(CHECKLISTS).map(([field, c]) => ({ field, label: c.label, statements: [...c.statements] })),
  };
}
