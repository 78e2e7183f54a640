import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { Client, clientsFor, startTestPortal, type TestPortal } from './support/portal.js';
import { renderDocx, renderTextPdf } from '../../services/knowledge/src/demo/render-documents.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;
const events: EventEnvelope[] = [];

beforeAll(async () => {
  // Demo documents on, the scanned one off (OCR is covered by the service's own tests).
  portal = await startTestPortal({ DEMO_OCR: '0' });
  c = await clientsFor(portal);
  await portal.bus.subscribe(Subjects.knowledgeContentChanged, async (e) => { events.push(e as EventEnvelope); }, { durable: 'test-knowledge-content' });
}, 60_000);
afterAll(async () => portal?.close());

interface KFile { id: string; fileName: string; fileType: string; fileSize: number; filePath: string; isIndexed: boolean; status: string; statusReason: string | null; chunkCount: number }
interface Item { id: string; type: string; title: string; description: string | null; tags: string[]; createdAt: string; visibleToStudents: boolean }

const PDF = async (text: string) => Buffer.from(await renderTextPdf(`# Test upload\n\n${text}`, 'Test upload'));
async function upload(client: Client, bytes: Buffer) {
  const url = await client.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url');
  expect(url.status).toBe(200);
  const put = await fetch(url.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream', cookie: client.cookie! } });
  return { uploadURL: url.body.uploadURL, put: { status: put.status, body: await put.json().catch(() => null) as { message?: string } | null } };
}
async function uploadAndRegister(client: Client, bytes: Buffer, fileName: string) {
  const { uploadURL, put } = await upload(client, bytes);
  expect(put.status).toBe(200);
  const res = await client.post<KFile>('/api/knowledge-base-files', { fileName, fileType: 'text/html', fileSize: 1, filePath: '/etc/passwd', uploadURL });
  expect(res.status).toBe(201);
  return res.body;
}
const fileOf = async (id: string) => (await c.counselor.get<KFile[]>('/api/knowledge-base-files')).body.find((f) => f.id === id);

describe('knowledge-base files', () => {
  it('lists the demo documents as Indexed, sizes in bytes, for staff only', async () => {
    const list = await until('the demo documents indexed', () => c.counselor.get<KFile[]>('/api/knowledge-base-files'), (r) => r.body.length >= 4 && r.body.every((f) => f.status === 'Indexed'), PORTAL_WAIT);
    expect(list.status).toBe(200);
    expect(list.body.map((f) => f.fileName)).toEqual(expect.arrayContaining(['application-timeline.pdf', 'financial-aid-basics.pdf', 'essay-guidance.docx', 'testing-policies.pdf']));
    for (const f of list.body) expect(f).toMatchObject({ status: 'Indexed', isIndexed: true, filePath: `/api/knowledge-base-files/${f.id}/file` });
    expect((await c.admin.get('/api/knowledge-base-files')).status).toBe(200);
    expect((await c.student.get('/api/knowledge-base-files')).status).toBe(403);
    expect((await c.anon.get('/api/knowledge-base-files')).status).toBe(401);
  }, 60_000);

  it('uploads a PDF and a .docx: recorded Pending with the server\'s size and type, then Indexed and searchable', async () => {
    const pdf = await PDF('The Zephyr Fellowship covers summer research stipends for rising seniors.');
    const file = await uploadAndRegister(c.counselor, pdf, 'zephyr.pdf');
    expect(file).toMatchObject({ fileName: 'zephyr.pdf', fileType: 'application/pdf', fileSize: pdf.length });
    expect(['Pending', 'Indexed']).toContain(file.status);
    const docx = Buffer.from(await renderDocx('# Interviews\n\nAlumni interviews for Quillfield College are optional and informational.', 'Interviews'));
    const second = await uploadAndRegister(c.admin, docx, 'interviews.docx');
    expect(second.fileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await until('the file indexed', () => fileOf(file.id), (f) => f?.status === 'Indexed', PORTAL_WAIT)).toMatchObject({ status: 'Indexed', isIndexed: true });
    expect(await until('the second file indexed', () => fileOf(second.id), (f) => f?.status === 'Indexed', PORTAL_WAIT)).toMatchObject({ status: 'Indexed' });
    const hits = await c.counselor.get<{ sourceId: string; sourceType: string; title: string; page: number | null }[]>('/api/knowledge/search?q=Zephyr%20Fellowship%20stipends&k=3');
    expect(hits.status).toBe(200);
    expect(hits.body[0]).toMatchObject({ sourceId: file.id, sourceType: 'knowledge_base', title: 'zephyr', page: 1 });
  }, 60_000);

  it('refuses files that are not PDF, DOC or DOCX by content, files over 25 MB, and names that lie', async () => {
    const html = await upload(c.counselor, Buffer.from('<html><body>hi</body></html>'));
    expect(html.put.status).toBe(415);
    const text = await upload(c.counselor, Buffer.from('plain text is fine for student documents but not here'));
    expect(text.put.status).toBe(415);
    const big = await upload(c.counselor, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20));
    expect(big.put.status).toBe(413);
    const { uploadURL, put } = await upload(c.counselor, await PDF('a pdf'));
    expect(put.status).toBe(200);
    const lie = await c.counselor.post<{ message: string }>('/api/knowledge-base-files', { fileName: 'a.docx', uploadURL });
    expect(lie.status).toBe(400);
    expect(lie.body.message).toContain('does not match');
    const exe = await c.counselor.post<{ message: string }>('/api/knowledge-base-files', { fileName: 'a.exe', uploadURL });
    expect(exe.status).toBe(400);
  }, 60_000);

  it('registers an upload once, only by its owner, and refuses bad input with a 400', async () => {
    const { uploadURL } = await upload(c.counselor, await PDF('single use'));
    expect((await c.admin.post('/api/knowledge-base-files', { fileName: 'once.pdf', uploadURL })).status).toBe(403);
    expect((await c.counselor.post('/api/knowledge-base-files', { fileName: 'once.pdf', uploadURL })).status).toBe(201);
    expect((await c.counselor.post('/api/knowledge-base-files', { fileName: 'once.pdf', uploadURL })).status).toBe(409);
    expect((await c.counselor.post('/api/knowledge-base-files', { fileName: 'x.pdf' })).status).toBe(400);
    expect((await c.counselor.post('/api/knowledge-base-files', { fileName: 'x.pdf', uploadURL: 'https://evil.example/api/uploads/nope' })).status).toBe(400);
    expect((await c.counselor.post('/api/knowledge-base-files', [1, 2])).status).toBe(400);
    expect((await c.student.post('/api/knowledge-base-files/upload-url')).status).toBe(403);
  }, 60_000);

  it('serves a file to staff only, and deletes it with its passages', async () => {
    const file = await uploadAndRegister(c.counselor, await PDF('Marmalade Scholars receive a laptop grant.'), 'marmalade.pdf');
    await until('the file indexed', () => fileOf(file.id), (f) => f?.status === 'Indexed', PORTAL_WAIT);
    const view = await fetch(portal.url + file.filePath, { headers: { cookie: c.counselor.cookie! } });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect((await c.student.get(file.filePath)).status).toBe(403);
    expect((await c.anon.get(file.filePath)).status).toBe(401);
    expect((await c.student.delete(`/api/knowledge-base-files/${file.id}`)).status).toBe(403);
    expect((await c.counselor.delete(`/api/knowledge-base-files/${file.id}`)).body).toEqual({ success: true, id: file.id });
    expect(await fileOf(file.id)).toBeUndefined();
    const hits = await c.counselor.get<{ sourceId: string }[]>('/api/knowledge/search?q=Marmalade%20Scholars');
    expect(hits.body.some((h) => h.sourceId === file.id)).toBe(false);
    expect((await c.counselor.delete(`/api/knowledge-base-files/${file.id}`)).status).toBe(404);
    expect((await c.counselor.delete('/api/knowledge-base-files/..%2Fetc')).status).toBe(400);
  }, 60_000);
});

describe('content repository', () => {
  it('lists content for staff (uploaded files appear as documents), never for students', async () => {
    const res = await c.counselor.get<Item[]>('/api/content');
    expect(res.status).toBe(200);
    expect(res.body.some((i) => i.type === 'document' && i.title === 'Financial Aid Basics')).toBe(true);
    expect(res.body.some((i) => i.type === 'note')).toBe(true);
    expect(res.body.some((i) => i.type === 'link')).toBe(true);
    expect((await c.student.get('/api/content')).status).toBe(403);
    expect((await c.anon.get('/api/content')).status).toBe(401);
  });

  it('lets admins add, edit and delete notes and links (audited with the actor), and nobody else', async () => {
    const note = { type: 'note', title: 'Honors college', description: 'How honors colleges work', tags: ['honors', 'Honors', ' programs '], body: 'Honors colleges offer small seminars and priority registration.', visibleToStudents: true };
    expect((await c.counselor.post('/api/content', note)).status).toBe(403);
    expect((await c.student.post('/api/content', note)).status).toBe(403);
    const created = await c.admin.post<Item>('/api/content', note);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'note', title: 'Honors college', tags: ['honors', 'programs'], visibleToStudents: true });
    const edited = await c.admin.put<Item>(`/api/content/${created.body.id}`, { title: 'Honors colleges', tags: ['honors'] });
    expect(edited.body).toMatchObject({ title: 'Honors colleges', tags: ['honors'], description: 'How honors colleges work' });
    expect((await c.counselor.put(`/api/content/${created.body.id}`, { title: 'x' })).status).toBe(403);
    const hits = await until('the note in search', () => c.counselor.get<{ sourceId: string; sourceType: string }[]>('/api/knowledge/search?q=priority%20registration%20seminars'), (r) => r.body[0]?.sourceId === created.body.id, PORTAL_WAIT);
    expect(hits.body[0]).toMatchObject({ sourceId: created.body.id, sourceType: 'content' });
    expect((await c.counselor.delete(`/api/content/${created.body.id}`)).status).toBe(403);
    expect((await c.admin.delete(`/api/content/${created.body.id}`)).body).toEqual({ success: true, id: created.body.id });
    expect((await c.admin.delete(`/api/content/${created.body.id}`)).status).toBe(404);
    const audit = await until('the three content events', async () => events.filter((e) => (e.data as { itemId: string }).itemId === created.body.id), (e) => e.length === 3, PORTAL_WAIT);
    expect(audit.map((e) => e.data)).toEqual([
      { itemId: created.body.id, change: 'created', actorId: c.ids.admin, title: 'Honors college' },
      { itemId: created.body.id, change: 'updated', actorId: c.ids.admin, title: 'Honors colleges' },
      { itemId: created.body.id, change: 'deleted', actorId: c.ids.admin, title: 'Honors colleges' },
    ]);
  }, 30_000);

  it('validates content input with clear 400s', async () => {
    const bad = async (body: unknown) => (await c.admin.post<{ message: string }>('/api/content', body));
    expect((await bad({ type: 'note', title: '', body: 'x' })).body.message).toBe('Title is required');
    expect((await bad({ type: 'note', title: 'x' })).status).toBe(400);
    expect((await bad({ type: 'link', title: 'x', url: 'javascript:alert(1)' })).body.message).toBe('Link must be an http or https address');
    expect((await bad({ type: 'document', title: 'x' })).status).toBe(400);
    expect((await bad({ type: 'note', title: 'x', body: 'y', tags: 'a,b' })).body.message).toBe('Tags must be a list of words');
    expect((await bad({ type: 'note', title: 'x'.repeat(201), body: 'y' })).status).toBe(400);
    expect((await c.admin.put('/api/content/nope', { title: 'x' })).status).toBe(404);
  });

  it('deleting a document item deletes its file', async () => {
    const file = await uploadAndRegister(c.counselor, await PDF('Document item deletion check.'), 'item-delete.pdf');
    const item = (await c.admin.get<Item[]>('/api/content')).body.find((i) => i.type === 'document' && i.title === 'item-delete')!;
    expect((await c.admin.delete(`/api/content/${item.id}`)).status).toBe(200);
    expect(await fileOf(file.id)).toBeUndefined();
  }, 30_000);

  it('reindexes for admins only, answering with the number queued, while search keeps answering', async () => {
    expect((await c.counselor.post('/api/content/reindex')).status).toBe(403);
    expect((await c.student.post('/api/content/reindex')).status).toBe(403);
    const res = await c.admin.post<{ success: boolean; queued: number; requestId: string }>('/api/content/reindex');
    expect(res.status).toBe(202);
    expect(res.body.queued).toBeGreaterThanOrEqual(7);
    const during = await c.counselor.get<unknown[]>('/api/knowledge/search?q=FAFSA%20prior-prior%20year');
    expect(during.body.length).toBeGreaterThan(0);
    const stats = await until('the reindex done', () => c.counselor.post<{ data: { knowledgeStats: { files: number; indexedFiles: number; chunks: number; contentItems: number; searchMode: string } } }>('/graphql', { query: '{ knowledgeStats { files indexedFiles chunks contentItems searchMode } }' }),
      (r) => r.body.data.knowledgeStats.indexedFiles === r.body.data.knowledgeStats.files, PORTAL_WAIT);
    expect(stats.body.data.knowledgeStats).toMatchObject({ searchMode: 'lexical' });
    expect(stats.body.data.knowledgeStats.chunks).toBeGreaterThan(5);
  }, 60_000);

  it('shows students only the notes and links marked for them', async () => {
    const res = await c.student.post<{ data: { studentResources: { title: string; type: string }[] } }>('/graphql', { query: '{ studentResources { id type title url } }' });
    const titles = res.body.data.studentResources.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Senior Fall Checklist', 'Federal Student Aid (FAFSA)', 'Common App']));
    expect(titles).not.toContain('Writing Counselor Recommendations');
    expect(titles).not.toContain('College Navigator');
    expect(res.body.data.studentResources.every((r) => r.type !== 'document')).toBe(true);
  });
});

describe('searchKnowledge (the chat service\'s retrieval)', () => {
  it('finds the demo passage that answers a question, staff only, with k and filters', async () => {
    const q = (client: Client, vars: Record<string, unknown>) => client.post<{ data: { searchKnowledge: { title: string; text: string; sourceType: string; page: number | null; score: number }[] } | null; errors?: { extensions: { code: string } }[] }>('/graphql', {
      query: 'query($q: String!, $k: Int, $f: KnowledgeSearchFilters) { searchKnowledge(query: $q, k: $k, filters: $f) { id sourceId sourceType title text page score } }', variables: vars,
    });
    const hits = (await q(c.counselor, { q: 'When is the National Candidate Reply Date?', k: 3 })).body.data!.searchKnowledge;
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits[0]).toMatchObject({ title: 'College Application Timeline', sourceType: 'knowledge_base' });
    expect(hits[0].text).toContain('May 1');
    const notes = (await q(c.counselor, { q: 'FAFSA', k: 5, f: { sourceTypes: ['content'] } })).body.data!.searchKnowledge;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((h) => h.sourceType === 'content')).toBe(true);
    expect((await q(c.student, { q: 'FAFSA' })).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await q(c.counselor, { q: '   ' })).body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await q(c.counselor, { q: 'x', k: 500 })).body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await c.counselor.get('/api/knowledge/search')).status).toBe(400);
  });
});

describe('the process after extracting PDFs and Word files', () => {
  it('still runs on native JSON, Array.prototype.push and Function.prototype.toString (no bundled polyfill replaced them)', async () => {
    // Demo and uploaded PDFs and .docx files have been read by now (the tests above wait for Indexed).
    const files = (await c.counselor.get<KFile[]>('/api/knowledge-base-files')).body;
    expect(files.filter((f) => f.status === 'Indexed' && /\.(pdf|docx)$/.test(f.fileName)).length).toBeGreaterThan(1);
    // A fresh realm's toString: core-js also replaces this realm's, so that its own versions print as native.
    const freshToString = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
    const replaced = Object.entries({ 'JSON.stringify': JSON.stringify, 'JSON.parse': JSON.parse, 'Array.prototype.push': Array.prototype.push, 'Function.prototype.toString': Function.prototype.toString })
      .filter(([, f]) => !/\{\s*\[native code\]\s*\}\s*$/.test(freshToString.call(f)))
      .map(([name]) => name);
    expect(replaced).toEqual([]);
  });
});
