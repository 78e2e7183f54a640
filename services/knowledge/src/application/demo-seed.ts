import { DEMO_USERS, type Logger } from '@counsel/kit';
import { DEMO_CONTENT, DEMO_DOCUMENTS, demoSourceText, type DemoDocument } from '../demo/catalog.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { KnowledgeEvents } from './knowledge-events.js';
import type { KnowledgeFilesService } from './knowledge-files.service.js';

/** Seeds the demo counseling documents and content items once (fixed ids make it idempotent). */
export async function seedDemoKnowledge(d: { store: KnowledgeStore; files: KnowledgeFilesService; events: KnowledgeEvents; log: Logger; ocr: boolean }) {
  const uploader = DEMO_USERS.find((u) => u.role === 'counselor')!.id;
  const admin = DEMO_USERS.find((u) => u.role === 'admin')!.id;
  let added = 0;
  for (const doc of DEMO_DOCUMENTS) {
    if (doc.format === 'scan' && !d.ocr) continue;
    if (await d.store.files.get(doc.id)) continue;
    const bytes = await renderDemoDocument(doc);
    await d.files.addBytes(uploader, { id: doc.id, fileName: doc.fileName, bytes, title: doc.title, description: doc.description, tags: doc.tags });
    added++;
  }
  for (const c of DEMO_CONTENT) {
    if (await d.store.content.get(c.id)) continue;
    const now = new Date().toISOString();
    await d.store.write((w) => w.content.add({
      id: c.id, type: c.type, title: c.title, description: c.description, tags: c.tags, body: c.body ?? null, url: c.url ?? null,
      visibleToStudents: c.visibleToStudents, fileId: null, createdBy: admin, createdAt: now, updatedAt: now,
    }), [d.events.contentChanged({ itemId: c.id, change: 'created', actorId: admin, title: c.title })]);
    d.events.committed();
    added++;
  }
  if (added) d.log.info({ added }, 'demo knowledge seeded');
}

export async function renderDemoDocument(doc: DemoDocument): Promise<Uint8Array> {
  const source = await demoSourceText(doc.source);
  // The PDF/DOCX writers load only when a demo document is actually rendered.
  const { renderDocx, renderScannedPdf, renderTextPdf } = await import('../demo/render-documents.js');
  if (doc.format === 'pdf') return renderTextPdf(source, doc.title);
  if (doc.format === 'docx') return renderDocx(source, doc.title);
  return renderScannedPdf(source);
}
