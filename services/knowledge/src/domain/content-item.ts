import { z } from 'zod';
import { ValidationError, plainText } from '@counsel/kit';

export const CONTENT_TYPES = ['document', 'link', 'note'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface ContentItem {
  id: string;
  type: ContentType;
  title: string;
  description: string | null;
  tags: string[];
  /** Notes only: the text itself (plain text, blank lines between paragraphs, '#' headings). */
  body: string | null;
  /** Links only. */
  url: string | null;
  /** Notes and links marked for students appear on /student/resources. */
  visibleToStudents: boolean;
  /** Documents only: the knowledge-base file this item stands for. */
  fileId: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  needsReindex: boolean;
  chunkCount: number;
}

/**
 * What the content rules say of a field that is missing or of the wrong kind. The gateway's REST bodies, which
 * settle a field's type before it becomes the GraphQL input, say the same words from here.
 */
export const CONTENT_MESSAGES = {
  type: 'Type must be note or link (documents are added by uploading a file)',
  title: 'Title is required',
  tags: 'Tags must be a list of words',
} as const;

const tag = z.string(CONTENT_MESSAGES.tags).trim().min(1).max(40).check(plainText('A tag'));
const base = {
  title: z.string(CONTENT_MESSAGES.title).trim().min(1, CONTENT_MESSAGES.title).max(200, 'Title must be at most 200 characters').check(plainText('Title')),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').check(plainText('Description', { multiline: true })).nullish(),
  tags: z.array(tag, CONTENT_MESSAGES.tags).max(20, 'At most 20 tags').nullish(),
  visibleToStudents: z.boolean().nullish(),
};
const noteBody = z.string().trim().min(1, 'Note text is required').max(100_000, 'Note is too long').check(plainText('Note text', { multiline: true }));
const httpUrl = z.url({ protocol: /^https?$/, error: 'Link must be an http or https address' }).max(2000);

export const createContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('note'), ...base, body: noteBody, url: z.null().optional() }),
  z.object({ type: z.literal('link'), ...base, url: httpUrl, body: z.string().max(100_000).check(plainText('Note text', { multiline: true })).nullish() }),
], { error: CONTENT_MESSAGES.type });

export const updateContentSchema = z.object({
  title: base.title.optional(),
  description: base.description,
  tags: base.tags,
  visibleToStudents: base.visibleToStudents,
  body: noteBody.nullish(),
  url: httpUrl.nullish(),
});

export function parseContentInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid content item');
  return r.data;
}

/** Tags are kept trimmed, unique (case-insensitively) and in the order given. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tags ?? []) {
    const v = t.trim().replace(/\s+/g, ' ');
    if (v && !seen.has(v.toLowerCase())) {
      seen.add(v.toLowerCase());
      out.push(v);
    }
  }
  return out;
}

/** The screen's search: title or any tag contains the text, case-insensitively. */
export function matchesContentSearch(item: Pick<ContentItem, 'title' | 'tags'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return item.title.toLowerCase().includes(needle) || item.tags.some((t) => t.toLowerCase().includes(needle));
}

export const isStudentResource = (i: ContentItem) => i.visibleToStudents && (i.type === 'note' || i.type === 'link');
