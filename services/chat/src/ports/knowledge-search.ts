import type { Passage } from '../domain/chat.js';

/** The knowledge subgraph's searchKnowledge, called on the caller's behalf (their token). */
export interface KnowledgeSearch {
  search(query: string, k: number, token: string | null): Promise<Passage[]>;
}
