// Loads the evaluation corpus (eval/assistant/corpus) into a running portal's knowledge base the way staff do:
// notes through the admin content route, "PDF" documents rendered to a text PDF and sent through the signed
// upload flow (upload URL, PUT, register). Waits until every document is searchable, and returns the map from the
// ids the portal gave them to the corpus ids the questions are labelled with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The corpus manifest with each document's text (the body as written, without its title). */
export function readCorpus() {
  const { documents } = JSON.parse(readFileSync(path.join(here, 'corpus/corpus.json'), 'utf8'));
  return documents.map((d) => ({ ...d, body: readFileSync(path.join(here, 'corpus', d.file), 'utf8') }));
}

/** The Markdown a PDF of the corpus is rendered from: its title as the first heading, then its body. */
export const pdfSource = (doc) => `# ${doc.title}\n\n${doc.body}`;

const SEARCH = 'query($q: String!, $k: Int) { searchKnowledge(query: $q, k: $k) { sourceId } }';

/**
 * @param admin a signed-in admin Session (post/put/gql)
 * @param renderTextPdf the knowledge service's own Markdown-to-PDF renderer (its demo documents are made with it)
 * @param until (what, fn, ok) polling helper
 * @returns Map of portal source id → corpus id
 */
export async function loadCorpus(admin, renderTextPdf, until) {
  const ids = new Map();
  for (const doc of readCorpus()) {
    if (doc.format === 'pdf') {
      const { uploadURL } = await admin.post('/api/knowledge-base-files/upload-url', {});
      const bytes = await renderTextPdf(pdfSource(doc), doc.title);
      await admin.put(uploadURL, bytes);
      const file = await admin.post('/api/knowledge-base-files', { uploadURL, fileName: `${doc.id}.pdf` });
      ids.set(file.id, doc.id);
    } else {
      const item = await admin.post('/api/content', { type: 'note', title: doc.title, description: doc.description, tags: doc.tags, body: doc.body, visibleToStudents: false });
      ids.set(item.id, doc.id);
    }
  }
  // Indexing is asynchronous (events, then the indexer): a document counts as loaded once a search for its own
  // title finds it.
  for (const doc of readCorpus()) {
    await until(`"${doc.title}" indexed`, () => admin.gql(SEARCH, { q: doc.title, k: 10 }),
      (d) => d.searchKnowledge.some((p) => ids.get(p.sourceId) === doc.id));
  }
  return ids;
}
