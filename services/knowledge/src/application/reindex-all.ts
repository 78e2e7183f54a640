import type { OutboxEvent } from '@counsel/kit';
import type { KnowledgeStore } from '../ports/knowledge-store.js';

/** Flags every file and note/link for rebuilding, with `events`; returns how many were flagged (counted just before). */
export async function markAllForReindex(store: KnowledgeStore, events: readonly OutboxEvent[] = []): Promise<number> {
  const [{ files }, items] = await Promise.all([store.files.counts(), store.content.list()]);
  await store.write((w) => {
    w.files.flagAllForReindex();
    w.content.flagAllForReindex();
  }, events);
  return files + items.filter((i) => i.type !== 'document').length;
}
