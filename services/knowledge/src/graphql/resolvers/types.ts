import { fileViewPath, isIndexed } from '../../domain/knowledge-file.js';
import type { KnowledgeStore } from '../../ports/knowledge-store.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Field resolvers for KnowledgeFile and ContentItem (the domain objects are the parents). */
export function typeResolvers(store: KnowledgeStore): Resolvers {
  return {
    KnowledgeFile: {
      filePath: (f) => fileViewPath(f.id),
      isIndexed: (f) => isIndexed(f),
    },
    ContentItem: {
      file: (i) => (i.fileId ? store.files.get(i.fileId) : null),
    },
  };
}
