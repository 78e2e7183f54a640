import { z } from 'zod';
import { ValidationError, isIsoDate } from '@counsel/kit';
import { MEETING_KINDS, MEETING_STATES, type MeetingKind, type MeetingState } from './meeting.js';
import { NOTE_TAGS, type NoteTag } from './note.js';
import { plainText, sanitizeNoteBody } from './rich-text.js';

/** Limits: a note is a page or two, a title one line, a meeting a school day at most. */
export const MAX_NOTE_LENGTH = 20_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_TOPICS = 10;
export const MAX_TOPIC_LENGTH = 100;
export const MAX_MEETING_NOTE_LENGTH = 20_000;
export const MAX_MEETING_MINUTES = 480;
/** A group task goes to at most this many students (a large school's whole grade). */
export const MAX_ASSIGNEES = 2_000;
/** Raw input above this is refused before sanitizing (the sanitizer's cost follows the input). */
const MAX_RAW_BODY = 200_000;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, `${what} must be one of ${values.join(', ')}`);
const bool = (what: string) => z.boolean(`${what} must be true or false`);

const body = z.string('Note body is required').max(MAX_RAW_BODY, `Note body must be at most ${MAX_NOTE_LENGTH} characters`)
  .transform(sanitizeNoteBody)
  .refine((b) => plainText(b).length > 0, 'Note body must not be empty')
  .refine((b) => b.length <= MAX_NOTE_LENGTH, `Note body must be at most ${MAX_NOTE_LENGTH} characters`);
const tags = z.array(oneOf(NOTE_TAGS, 'Tag'), 'Tags must be a list').max(NOTE_TAGS.length).transform((t) => [...new Set(t)]);

const noteInput = z.object({ body, pinned: bool('Pinned').nullish(), tags: tags.nullish() });
const notePatch = z.object({ body: body.nullish(), pinned: bool('Pinned').nullish(), tags: tags.nullish() });

const instant = z.string('Start must be a date and time').refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), 'Start must be a date and time (ISO 8601)')
  .transform((s) => new Date(s).toISOString());
const minutes = z.number('Length must be a number of minutes').int('Length must be whole minutes')
  .min(1, `Length must be 1 to ${MAX_MEETING_MINUTES} minutes`).max(MAX_MEETING_MINUTES, `Length must be 1 to ${MAX_MEETING_MINUTES} minutes`);
const topic = z.string().trim().min(1, 'A topic must not be empty').max(MAX_TOPIC_LENGTH, `A topic must be at most ${MAX_TOPIC_LENGTH} characters`);
const topics = z.array(topic, 'Topics must be a list').max(MAX_TOPICS, `At most ${MAX_TOPICS} topics`);
const meetingNote = z.string().trim().max(MAX_MEETING_NOTE_LENGTH, `Meeting note must be at most ${MAX_MEETING_NOTE_LENGTH} characters`);
const meetingFields = {
  startsAt: instant, lengthMinutes: minutes, kind: oneOf(MEETING_KINDS, 'Kind'), topics: topics.nullish(), note: meetingNote.nullish(), state: oneOf(MEETING_STATES, 'State').nullish(),
};
const meetingInput = z.object(meetingFields);
const meetingPatch = z.object({ ...meetingFields, startsAt: instant.nullish(), lengthMinutes: minutes.nullish(), kind: oneOf(MEETING_KINDS, 'Kind').nullish() });

const id = z.string().trim().min(1, 'Ids must not be empty').max(100);
const title = z.string('Title is required').trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`);
const dueDate = z.string('Due date must be a date (YYYY-MM-DD)').refine(isIsoDate, 'Due date must be a date (YYYY-MM-DD)');
const taskInput = z.object({
  title, dueDate,
  assignees: z.object({
    studentIds: z.array(id, 'studentIds must be a list').max(MAX_ASSIGNEES, `At most ${MAX_ASSIGNEES} students`).nullish(),
    schoolId: id.nullish(),
    grade: oneOf(['9', '10', '11', '12'], 'Grade').nullish(),
  }, 'Assignees are required'),
  applicationId: id.nullish(),
}).superRefine((t, ctx) => {
  const a = t.assignees;
  const named = (a.studentIds?.length ?? 0) > 0;
  if (a.grade && !a.schoolId) ctx.addIssue({ code: 'custom', message: 'A grade needs a schoolId' });
  else if (named && a.schoolId) ctx.addIssue({ code: 'custom', message: 'Give either studentIds or a group (schoolId, grade), not both' });
  else if (!named && !a.schoolId && !t.applicationId) ctx.addIssue({ code: 'custom', message: 'Give studentIds, a group (schoolId, grade) or an applicationId' });
  else if (t.applicationId && (a.schoolId || (a.studentIds?.length ?? 0) > 1)) ctx.addIssue({ code: 'custom', message: 'A task tied to an application goes to that application\'s student only' });
});

const taskPatch = z.object({ title: title.nullish(), dueDate: dueDate.nullish() });

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw new ValidationError(r.error.issues[0].message);
  return r.data;
}

export interface NoteFields { body: string; pinned: boolean; tags: NoteTag[] }
export type NotePatch = Partial<NoteFields>;
export interface MeetingFields { startsAt: string; lengthMinutes: number; kind: MeetingKind; topics: string[]; note: string | null; state: MeetingState }
export type MeetingPatch = Partial<MeetingFields>;
export interface TaskFields {
  title: string;
  dueDate: string;
  studentIds: string[];
  schoolId: string | null;
  grade: string | null;
  applicationId: string | null;
}

/** Absent (or null) fields of a patch stay as they are. */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;

export function parseNoteInput(input: unknown): NoteFields {
  const n = parse(noteInput, input);
  return { body: n.body, pinned: n.pinned ?? false, tags: n.tags ?? [] };
}

export function parseNotePatch(input: unknown): NotePatch {
  return defined(parse(notePatch, input));
}

export function parseMeetingInput(input: unknown): MeetingFields {
  const m = parse(meetingInput, input);
  return { startsAt: m.startsAt, lengthMinutes: m.lengthMinutes, kind: m.kind, topics: m.topics ?? [], note: m.note || null, state: m.state ?? 'scheduled' };
}

export function parseMeetingPatch(input: unknown): MeetingPatch {
  const m = parse(meetingPatch, input);
  // An empty note clears it (null would mean "unchanged", as in every patch here).
  return { ...defined({ ...m, note: undefined }), ...(m.note !== undefined && m.note !== null ? { note: m.note || null } : {}) };
}

export function parseTaskInput(input: unknown): TaskFields {
  const t = parse(taskInput, input);
  return {
    title: t.title, dueDate: t.dueDate, studentIds: [...new Set(t.assignees.studentIds ?? [])],
    schoolId: t.assignees.schoolId ?? null, grade: t.assignees.grade ?? null, applicationId: t.applicationId ?? null,
  };
}

/** A task's title and due date may change; its assignees and application may not (a new task does that). */
export function parseTaskPatch(input: unknown): Partial<Pick<TaskFields, 'title' | 'dueDate'>> {
  return defined(parse(taskPatch, input));
}

export function parseLimit(limit: number | null | undefined, fallback: number, max: number): number {
  const n = limit ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ValidationError(`limit must be an integer from 1 to ${max}`);
  return n;
}
