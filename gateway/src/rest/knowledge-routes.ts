import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../uploads/upload-routes.js';
import { idParam, objectBody, stringField } from './body.js';
import { execute, RestError } from './execute.js';
import { proxyStoredFile, uploadIdFromUrl } from './stored-files.js';
import type { RouteDeps } from './route-deps.js';

const FILE_FIELDS = 'id fileName fileType fileSize filePath uploadURL uploadedAt isIndexed status statusReason chunkCount';
const CONTENT_FIELDS = 'id type title description tags createdAt updatedAt body url visibleToStudents chunkCount';

interface Reservation { uploadId: string; ownerUserId: string; purpose: 'knowledge-file'; expiresAt: string; maxBytes: number }

/** Optional fields of a content item body, checked for type here; the service validates the values. */
function contentFields(body: Record<string, unknown>, names: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const v = body[name];
    if (v === undefined) continue;
    if (name === 'tags') {
      if (v !== null && (!Array.isArray(v) || v.some((t) => typeof t !== 'string'))) throw new RestError(400, 'Tags must be a list of words');
    } else if (name === 'visibleToStudents') {
      if (v !== null && typeof v !== 'boolean') throw new RestError(400, 'visibleToStudents must be true or false');
    } else if (v !== null && typeof v !== 'string') throw new RestError(400, `${name} must be text`);
    out[name] = v;
  }
  return out;
}

/** The knowledge base and content repository routes of spec section 7 (plus content add/edit and search). */
export function registerKnowledgeRoutes(app: FastifyInstance, d: RouteDeps) {
  app.post('/api/knowledge-base-files/upload-url', async (req) => {
    const data = await execute<{ createKnowledgeUploadUrl: Reservation }>(d.apollo, await d.context(req),
      'mutation { createKnowledgeUploadUrl { uploadId ownerUserId purpose expiresAt maxBytes } }');
    const r = data.createKnowledgeUploadUrl;
    const uploadURL = d.uploads.urlFor(requestOrigin(req), {
      uploadId: r.uploadId, purpose: r.purpose, ownerUserId: r.ownerUserId,
      expires: Math.floor(new Date(r.expiresAt).getTime() / 1000), maxBytes: r.maxBytes,
    });
    return { uploadURL };
  });

  app.get('/api/knowledge-base-files', async (req) => {
    const data = await execute<{ knowledgeFiles: unknown[] }>(d.apollo, await d.context(req), `query { knowledgeFiles { ${FILE_FIELDS} } }`);
    return data.knowledgeFiles;
  });

  app.post('/api/knowledge-base-files', async (req, reply) => {
    const body = objectBody(req);
    const uploadURL = stringField(body, 'uploadURL', 'uploadURL is required', { max: 2000 });
    const fileName = stringField(body, 'fileName', 'File name is required', { max: 1000 });
    // fileType, fileSize and filePath from the client are ignored: the stored file is the source of truth.
    const uploadId = uploadIdFromUrl(d, uploadURL);
    const data = await execute<{ registerKnowledgeFile: unknown }>(d.apollo, await d.context(req),
      `mutation($input: RegisterKnowledgeFileInput!) { registerKnowledgeFile(input: $input) { ${FILE_FIELDS} } }`,
      { input: { uploadId, fileName, uploadURL: uploadURL.split('?')[0] } });
    return reply.status(201).send(data.registerKnowledgeFile);
  });

  app.delete('/api/knowledge-base-files/:id', async (req) => {
    const id = idParam((req.params as { id?: string }).id);
    const data = await execute<{ deleteKnowledgeFile: { id: string } }>(d.apollo, await d.context(req),
      'mutation($id: ID!) { deleteKnowledgeFile(id: $id) { id } }', { id });
    return { success: true, id: data.deleteKnowledgeFile.id };
  });

  // The bytes: the knowledge service authorizes (staff) with the caller's own token.
  app.get('/api/knowledge-base-files/:id/file', async (req, reply) => {
    const id = idParam((req.params as { id?: string }).id);
    return proxyStoredFile(d, req, reply, 'knowledge', `/internal/knowledge-files/${id}/file`, 'file');
  });

  app.get('/api/content', async (req) => {
    const data = await execute<{ contentItems: unknown[] }>(d.apollo, await d.context(req), `query { contentItems { ${CONTENT_FIELDS} } }`);
    return data.contentItems;
  });

  app.post('/api/content', async (req, reply) => {
    const body = objectBody(req);
    const input = { ...contentFields(body, ['description', 'tags', 'body', 'url', 'visibleToStudents']),
      type: stringField(body, 'type', 'Type must be note or link', { max: 20 }), title: stringField(body, 'title', 'Title is required', { max: 1000 }) };
    if (input.type !== 'note' && input.type !== 'link') throw new RestError(400, 'Type must be note or link (documents are added by uploading a file)');
    const data = await execute<{ createContentItem: unknown }>(d.apollo, await d.context(req),
      `mutation($input: ContentItemInput!) { createContentItem(input: $input) { ${CONTENT_FIELDS} } }`, { input });
    return reply.status(201).send(data.createContentItem);
  });

  app.put('/api/content/:id', async (req) => {
    const id = idParam((req.params as { id?: string }).id);
    const patch = contentFields(objectBody(req), ['title', 'description', 'tags', 'body', 'url', 'visibleToStudents']);
    const data = await execute<{ updateContentItem: unknown }>(d.apollo, await d.context(req),
      `mutation($id: ID!, $patch: ContentItemPatch!) { updateContentItem(id: $id, patch: $patch) { ${CONTENT_FIELDS} } }`, { id, patch });
    return data.updateContentItem;
  });

  app.delete('/api/content/:id', async (req) => {
    const id = idParam((req.params as { id?: string }).id);
    const data = await execute<{ deleteContentItem: { id: string } }>(d.apollo, await d.context(req),
      'mutation($id: ID!) { deleteContentItem(id: $id) { id } }', { id });
    return { success: true, id: data.deleteContentItem.id };
  });

  app.post('/api/content/reindex', async (req, reply) => {
    const data = await execute<{ reindexContent: { queued: number; requestId: string } }>(d.apollo, await d.context(req),
      'mutation { reindexContent { queued requestId } }');
    return reply.status(202).send({ success: true, ...data.reindexContent });
  });

  app.get('/api/knowledge/search', async (req) => {
    const q = req.query as Record<string, unknown>;
    const query = typeof q.q === 'string' ? q.q : '';
    if (!query.trim()) throw new RestError(400, 'Search text is required');
    const k = q.k === undefined ? 5 : Number(q.k);
    if (!Number.isInteger(k)) throw new RestError(400, 'k must be a whole number');
    const data = await execute<{ searchKnowledge: unknown[] }>(d.apollo, await d.context(req),
      'query($query: String!, $k: Int) { searchKnowledge(query: $query, k: $k) { id sourceId sourceType title text page score } }', { query, k });
    return data.searchKnowledge;
  });
}
