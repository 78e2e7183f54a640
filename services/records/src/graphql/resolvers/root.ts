import { PART_LABELS } from '../../domain/access-entry.js';
import { ALL_CONFIRMING, HOLDS_NO_STUDENT_DATA, confirmed } from '../../domain/deletion.js';
import type { AccessLogService } from '../../application/access-log.service.js';
import type { DeletionService } from '../../application/deletion.service.js';
import type { ExportService } from '../../application/export.service.js';
import type { RetentionPreviewView, RetentionService } from '../../application/retention.service.js';
import type { MutationResolvers, Resolvers, RetentionPreview } from '../generated/resolvers-types.js';
import { deletionNotes } from '../../application/deletion-notes.js';

export interface RecordsUseCases {
  access: AccessLogService;
  exports: ExportService;
  deletions: DeletionService;
  retention: RetentionService;
}

const previewView = (v: RetentionPreviewView): RetentionPreview => ({
  ...v,
  candidates: v.candidates.map((c) => ({ studentId: c.studentId, name: c.name, status: c.status, since: c.statusSince, dueAt: c.dueAt })),
});

export function rootResolvers(useCases: RecordsUseCases): Resolvers {
  return {
    Query: {
      studentAccessLog: (_, args, ctx) => useCases.access.list(ctx.principal, args.studentId, args.page ?? 1, args.pageSize ?? 50),
      recordExport: (_, args, ctx) => useCases.exports.get(ctx.principal, args.id),
      studentDeletion: (_, args, ctx) => useCases.deletions.get(ctx.principal, args.id),
      studentDeletions: (_, args, ctx) => useCases.deletions.list(ctx.principal, args.limit ?? 50),
      retentionPreview: async (_, __, ctx) => previewView(await useCases.retention.preview(ctx.principal)),
    },
    Mutation: deletionNotes.answering<MutationResolvers>({
      startRecordExport: (_, args, ctx) => useCases.exports.start(ctx.principal, ctx.token, args.studentId),
      deleteStudentRecord: (_, args, ctx) => useCases.deletions.request(ctx.principal, args.studentId),
      setRetentionEnabled: async (_, args, ctx) => previewView(await useCases.retention.setEnabled(ctx.principal, args.enabled)),
    }),
    AccessLogEntry: {
      actorId: (e) => e.actorId || null,
      service: (e) => e.service || null,
      partLabels: (e) => e.parts.map((p) => PART_LABELS[p]),
    },
    RecordExport: {
      state: (j) => j.state.toUpperCase() as 'PENDING',
      downloadPath: (j) => (j.state === 'ready' ? `/api/exports/${j.id}/archive` : null),
    },
    StudentDeletion: {
      reason: (d) => d.reason.toUpperCase(),
      state: (d) => (d.state === 'complete' ? 'COMPLETE' : 'IN_PROGRESS'),
      services: (d) => ALL_CONFIRMING.map((service) => {
        const c = confirmed(d, service);
        return { service, confirmed: !!c, confirmedAt: c?.confirmedAt ?? null, removed: c?.removed ?? [] };
      }),
      servicesHoldingNothing: () => [...HOLDS_NO_STUDENT_DATA],
      certificatePath: (d) => (d.state === 'complete' ? `/api/deletions/${d.id}/certificate` : null),
    },
  };
}
