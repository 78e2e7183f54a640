import type { ContentItemsQuery, ContentType } from '../../gql/graphql';

export type ContentRow = ContentItemsQuery['contentItems'][number];

/** The repository's search: the title or any tag contains the text, case-insensitively. */
export function matchesContentSearch(item: Pick<ContentRow, 'title' | 'tags'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return item.title.toLowerCase().includes(needle) || item.tags.some((tag) => tag.toLowerCase().includes(needle));
}

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = { document: 'Document', link: 'Link', note: 'Note' };

/** A link's host name for display ("studentaid.gov"), or the raw text when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
