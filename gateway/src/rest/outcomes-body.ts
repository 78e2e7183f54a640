import { z } from 'zod';
import { outcomeImportMessages as IMPORT } from '@counsel/outcomes';
import { ID, jsonBody } from './body.js';

/**
 * The outcomes routes' bodies and queries: they settle types in the outcomes rules' words; the file's rules, the unit
 * id's form and who may do what stay with the outcomes service, so REST and GraphQL callers read one refusal.
 */
export const scattergramQuery = z.object({ schoolId: ID, studentId: ID.optional() });

export const importInput = jsonBody({
  schoolId: ID,
  content: z.string(IMPORT.content),
  fileName: z.string(IMPORT.fileName).nullish(),
});
export const applyInput = jsonBody({ acceptRejections: z.boolean('acceptRejections must be true or false').nullish() });
