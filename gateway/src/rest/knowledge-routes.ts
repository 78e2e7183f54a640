import type { FastifyInstance } from 'fastify';
import { issueUploadUrl } from '../uploads/upload-urls.js';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentRuleMessages as RULES, knowledgeFileNameRequired, knowledgeSearchTextRequired } from '@counsel/knowledge';
import { idParams, jsonBody, text, wholeNumber } from './body.js';
import { execute } from './execute.js';
import {
  RestKnowledgeFilesDocument, RestRegisterKnowledgeFileDocument, RestDeleteKnowledgeFileDocument, RestContentItemsDocument,
  RestCreateContentItemDocument, RestUpdateContentItemDocument, RestDeleteContentItemDocument, RestReindexContentDocument,
  RestSearchKnowledgeDocument, type ContentType,
} from '../gql/graphql.js';
import { proxyStoredFile, uploadIdFromUrl } from './stored-files.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Optional fields of a content item, checked for type here in the content rules' words; the service validates the
 * values (lengths, links, control characters). Absent stays absent (a patch).
 */
const contentFields = {
  description: z.string('description must be text').nullish(),
  tags: z.array(z.string(RULES.tags), RULES.tags).nullish(),
  body: z.string('body must be text').nullish(),
  url: z.string('url must be text').nullish(),
  visibleToStudents: z.boolean('visibleToStudents must be true or false').nullish(),
};
const createContentBody = jsonBody({
  ...contentFields,
  // Documents are added by uploading a file, not here.
  type: z.enum(['note', 'link'] as const satisfies readonly ContentType[], RULES.type),
  title: z.string(RULES.title),
});
const updateContentBody = jsonBody({ title: z.string('title must be text').nullish(), ...contentFields });
/** fileType, fileSize and filePath from the client are dropped: the stored file is the source of truth. */
const registerFileBody = jsonBody({ uploadURL: text('uploadURL is required', 2000), fileName: z.string(knowledgeFileNameRequired) });
const searchQuery = z.object({
  // Blank or too long is the knowledge service's to refuse.
  q: z.string(knowledgeSearchTextRequired),
  k: wholeNumber('k'),
});
const STAFF = { access: 'staff' as const };
const ADMIN = { access: 'admin' as const };

/** The knowledge base and content repository routes (plus content add/edit and search). */
export function registerKnowledgeRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.post('/api/knowledge-base-files/upload-url', async (req) => issueUploadUrl(d, req, 'knowledge-file'));

  app.get('/api/knowledge-base-files', async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestKnowledgeFilesDocument);
    return data.knowledgeFiles;
  });

  r.post('/api/knowledge-base-files', { schema: { body: registerFileBody }, config: STAFF }, async (req, reply) => {
    const { uploadURL, fileName } = req.body;
    const uploadId = uploadIdFromUrl(d, uploadURL);
    const data = await execute(d.apollo, await d.context(req), RestRegisterKnowledgeFileDocument,
      { input: { uploadId, fileName, uploadURL: uploadURL.split('?')[0] } });
    return reply.status(201).send(data.registerKnowledgeFile);
  });

  r.delete('/api/knowledge-base-files/:id', { schema: { params: idParams }, config: STAFF }, async (req) => {
    const { id } = req.params;
    const data = await execute(d.apollo, await d.context(req), RestDeleteKnowledgeFileDocument, { id });
    return { success: true, id: data.deleteKnowledgeFile.id };
  });

  // The bytes: the knowledge service authorizes (staff) with the caller's own token.
  r.get('/api/knowledge-base-files/:id/file', { schema: { params: idParams }, config: STAFF }, async (req, reply) => {
    const { id } = req.params;
    return proxyStoredFile(d, req, reply, 'knowledge', `/internal/knowledge-files/${id}/file`, 'file');
  });

  app.get('/api/content', async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestContentItemsDocument);
    return data.contentItems;
  });

  r.post('/api/content', { schema: { body: createContentBody }, config: ADMIN }, async (req, reply) => {
    const input = req.body;
    const data = await execute(d.apollo, await d.context(req), RestCreateContentItemDocument, { input });
    return reply.status(201).send(data.createContentItem);
  });

  r.put('/api/content/:id', { schema: { params: idParams, body: updateContentBody }, config: ADMIN }, async (req) => {
    const { id } = req.params;
    const patch = req.body;
    const data = await execute(d.apollo, await d.context(req), RestUpdateContentItemDocument, { id, patch });
    return data.updateContentItem;
  });

  r.delete('/api/content/:id', { schema: { params: idParams }, config: ADMIN }, async (req) => {
    const { id } = req.params;
    const data = await execute(d.apollo, await d.context(req), RestDeleteContentItemDocument, { id });
    return { success: true, id: data.deleteContentItem.id };
  });

  app.post('/api/content/reindex', async (req, reply) => {
    const data = await execute(d.apollo, await d.context(req), RestReindexContentDocument);
    return reply.status(202).send({ success: true, ...data.reindexContent });
  });

  r.get('/api/knowledge/search', { schema: { querystring: searchQuery }, config: STAFF }, async (req) => {
    const { q: query, k = 5 } = req.query;
    const data = await execute(d.apollo, await d.context(req), RestSearchKnowledgeDocument, { query, k });
    return data.searchKnowledge;
  });
}
