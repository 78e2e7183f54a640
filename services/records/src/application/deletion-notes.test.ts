import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, createLogger, type RecordExportPart, type RequestContext } from '@counsel/kit';
import { recordsHarness, who } from '../../test/records-harness.js';
import type { ExportSources } from '../ports/export-sources.js';
import { deletionNotes, noteDeletions } from './deletion-notes.js';

const noSources: ExportSources = {
  part: async (service) => ({ service, items: {} } satisfies RecordExportPart),
  file: async () => { throw new Error('no files'); },
  readerLanguage: async () => null,
};
const admin = who('admin');
const context = (): RequestContext => ({ principal: admin, token: null, requestId: 'r-1', clientAddress: null, log: createLogger('test', 'silent') });

/** A resolver as the GraphQL server calls it. */
type Resolve = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => Promise<unknown>;

let h: Awaited<ReturnType<typeof recordsHarness>>;
/** The two mutations that request deletions, as the resolvers wrap them: what they noted lands in the request's extensions. */
let mutations: { deleteStudentRecord: (ctx: RequestContext, studentId: string) => Promise<unknown>; setRetentionEnabled: (ctx: RequestContext) => Promise<unknown> };
beforeEach(async () => {
  h = await recordsHarness(noSources, { now: () => new Date('2026-06-01T00:00:00Z'), retentionDays: 365 });
  noteDeletions(h.store);
  const wrapped = deletionNotes.answering<Record<'deleteStudentRecord' | 'setRetentionEnabled', Resolve>>({
    deleteStudentRecord: (_, args) => h.deletions.request(admin, (args as { studentId: string }).studentId),
    setRetentionEnabled: () => h.retention.setEnabled(admin, true),
  });
  mutations = {
    deleteStudentRecord: (ctx, studentId) => wrapped.deleteStudentRecord(null, { studentId }, ctx, null),
    setRetentionEnabled: (ctx) => wrapped.setRetentionEnabled(null, {}, ctx, null),
  };
});
afterEach(async () => h.close());

describe('a records answer for the gateway', () => {
  it('names the student account whose deletion it requested, and nobody when the request was refused', async () => {
    await h.profile('s-1', 'u-1');
    const ctx = context();
    await mutations.deleteStudentRecord(ctx, 's-1');
    expect(ctx.extensions).toEqual({ sessionsChanging: ['u-1'] });
    const again = context();
    await expect(mutations.deleteStudentRecord(again, 's-1')).rejects.toThrow(ConflictError);
    expect(again.extensions).toBeUndefined();
  });

  it('names the students whose deletion switching retention on requested at once', async () => {
    await h.profile('s-old', 'u-old', { status: 'alumni', time: '2025-05-01T00:00:00Z' });
    await h.profile('s-active', 'u-active', { time: '2020-01-01T00:00:00Z' });
    await h.retention.preview(admin);
    const ctx = context();
    await mutations.setRetentionEnabled(ctx);
    expect(ctx.extensions).toEqual({ sessionsChanging: ['u-old'] });
  });
});
