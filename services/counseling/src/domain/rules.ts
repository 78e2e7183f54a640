import { z } from 'zod';
import { ValidationError, isIsoDate } from '@counsel/kit';
import { MEETING_KINDS, MEETING_STATES, type MeetingKind, type MeetingState } from './meeting.js';
import { NOTE_TAGS, type NoteTag } from './note.js';
import { COUNSELING_MESSAGES as M, TASK_GRADES } from './messages.js';
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

const body = z.string(M.noteBody).max(MAX_RAW_BODY, `Note body must be at most ${MAX_NOTE_LENGTH} characters`)
  .transform(sanitizeNoteBody)
  .refine((b) => plainText(b).length > 0, 'Note body must not be empty')
  .refine((b) => b.length <= MAX_NOTE_LENGTH, `Note body must be at most ${MAX_NOTE_LENGTH} characters`);
const tags = z.array(z.enum(NOTE_TAGS, M.tag), M.tags).max(NOTE_TAGS.length, `Tags must be a list of at most ${NOTE_TAGS.length} tags`).transform((t) => [...new Set(t)]);

const pinned = z.boolean(M.pinned);
const noteInput = z.object({ body, pinned: pinned.nullish(), tags: tags.nullish() });
const notePatch = z.object({ body: body.nullish(), pinned: pinned.nullish(), tags: tags.nullish() });

const instant = z.string(M.startsAt).refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), M.startsAt)
  .transform((s) => new Date(s).toISOString());
const minutes = z.number(M.lengthMinutes).int(M.wholeMinutes)
  .min(1, `Length must be 1 to ${MAX_MEETING_MINUTES} minutes`).max(MAX_MEETING_MINUTES, `Length must be 1 to ${MAX_MEETING_MINUTES} minutes`);
const topic = z.string(M.topic).trim().min(1, 'A topic must not be empty').max(MAX_TOPIC_LENGTH, `A topic must be at most ${MAX_TOPIC_LENGTH} characters`);
const topics = z.array(topic, M.topics).max(MAX_TOPICS, `At most ${MAX_TOPICS} topics`);
const meetingNote = z.string(M.meetingNote).trim().max(MAX_MEETING_NOTE_LENGTH, `Meeting note must be at most ${MAX_MEETING_NOTE_LENGTH} characters`);
const kind = z.enum(MEETING_KINDS, M.kind);
const meetingFields = {
  startsAt: instant, lengthMinutes: minutes, kind, topics: topics.nullish(), note: meetingNote.nullish(), state: z.enum(MEETING_STATES, M.state).nullish(),
};
const meetingInput = z.object(meetingFields);
const meetingPatch = z.object({ ...meetingFields, startsAt: instant.nullish(), lengthMinutes: minutes.nullish(), kind: kind.nullish() });

const id = z.string().trim().min(1, 'Ids must not be empty').max(100);
/** A title; `typeMessage` when it is not text (missing, on a new task). */
const titleOf = (typeMessage: string) => z.string(typeMessage).trim().min(1, M.title).max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`);
const dueDate = z.string(M.dueDate).refine(isIsoDate, M.dueDate);
const taskInput = z.object({
  title: titleOf(M.title), dueDate,
  assignees: z.object({
    studentIds: z.array(id, M.studentIds).max(MAX_ASSIGNEES, `At most ${MAX_ASSIGNEES} students`).nullish(),
    schoolId: id.nullish(),
    grade: z.enum(TASK_GRADES, M.grade).nullish(),
  }, M.assignees),
  applicationId: id.nullish(),
}).superRefine((t, ctx) => {
  const a = t.assignees;
  const named = (a.studentIds?.length ?? 0) > 0;
  if (a.grade && !a.schoolId) ctx.addIssue({ code: 'custom', message: 'A grade needs a schoolId' });
  else if (named && a.schoolId) ctx.addIssue({ code: 'custom', message: 'Give either studentIds or a group (schoolId, grade), not both' });
  else if (!named && !a.schoolId && !t.applicationId) ctx.addIssue({ code: 'custom', message: 'Give studentIds, a group (schoolId, grade) or an applicationId' });
  else if (t.applicationId && (a.schoolId || (a.studentIds?.length ?? 0) > 1)) ctx.addIssue({ code: 'custom', message: 'A task tied to an application goes to that application\'s student only' });
});

const taskPatch = z.object({ title: titleOf(M.titleText).nullish(), dueDate: dueDate.nullish() });

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
