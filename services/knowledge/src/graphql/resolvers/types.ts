import type { ContentItem } from '../../domain/content-item.js';
import { fileViewPath, isIndexed, type KnowledgeFile } from '../../domain/knowledge-file.js';
import type { KnowledgeStore } from '../../ports/knowledge-store.js';

/** Field resolvers for KnowledgeFile and ContentItem (the domain objects are the parents). */
export function typeResolvers(store: KnowledgeStore) {
  return {
    KnowledgeFile: {
      filePath: (f: KnowledgeFile) => fileViewPath(f.id),
      isIndexed: (f: KnowledgeFile) => isIndexed(f),
    },
    ContentItem: {
      file: (i: ContentItem) => (i.fileId ? store.getFile(i.fileId) : null),
    },
  };
}
