import { z } from 'zod';
import { parseWith } from './profile-rules.js';
import { CHECKLISTS, CONCERN_OPTIONS, FEELING_OPTIONS, SEARCH_STARTED_OPTIONS, statementText, type ChecklistName } from './preference-options.js';
import type { CollegePreferences } from './student.js';

export type PreferenceAnswers = Omit<CollegePreferences, 'studentId' | 'updatedAt'>;

const radio = (options: readonly string[], message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? null : v), z.enum(options as [string, ...string[]], message).nullable());

/** Checklist entries arrive as statement text or as an id code; both are stored as the text. */
const checklist = (name: ChecklistName) => {
  const { label, statements } = CHECKLISTS[name];
  const texts = new Set(statements.map((s) => s.text));
  const message = `${label}: choose only statements from the list`;
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(z.string(message), message).max(statements.length * 2, message)
      .transform((entries) => [...new Set(entries.map(statementText))])
      .refine((entries) => entries.every((e) => texts.has(e)), message),
  );
};

const answersSchema = z.object({
  overallFeeling: radio(FEELING_OPTIONS, `Overall feeling must be one of: ${FEELING_OPTIONS.join(', ')}`),
  concerns: radio(CONCERN_OPTIONS, `Concern must be one of: ${CONCERN_OPTIONS.join(', ')}`),
  collegeSearchStarted: radio(SEARCH_STARTED_OPTIONS, `College search started must be one of: ${SEARCH_STARTED_OPTIONS.join(', ')}`),
  collegeSizePreferences: checklist('collegeSizePreferences'),
  locationPreferences: checklist('locationPreferences'),
  academicsExtracurricularsPreferences: checklist('academicsExtracurricularsPreferences'),
});

export function parsePreferenceAnswers(input: unknown): PreferenceAnswers {
  return parseWith(answersSchema, input ?? {}) as PreferenceAnswers;
}

/** Records written before entries were stored as text hold id codes: show the text instead. */
export function withStatementTexts(p: CollegePreferences): CollegePreferences {
  return {
    ...p,
    collegeSizePreferences: p.collegeSizePreferences.map(statementText),
    locationPreferences: p.locationPreferences.map(statementText),
    academicsExtracurricularsPreferences: p.academicsExtracurricularsPreferences.map(statementText),
  };
}
