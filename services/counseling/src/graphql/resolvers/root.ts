import type { MeetingsService } from '../../application/meetings.service.js';
import type { NotesService } from '../../application/notes.service.js';
import type { RecordsService } from '../../application/records.service.js';
import type { TasksService } from '../../application/tasks.service.js';
import { isOverdue } from '../../domain/task.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface CounselingUseCases {
  notes: NotesService;
  meetings: MeetingsService;
  tasks: TasksService;
  records: RecordsService;
}

/** Thin: each field reads the caller and calls one use case. `ctx` is passed as the request (one logged read per request). */
export function rootResolvers(u: CounselingUseCases): Resolvers {
  return {
    Query: {
      studentNotes: (_, a, ctx) => u.notes.list(ctx.principal, a.studentId, ctx),
      recentNotes: (_, a, ctx) => u.notes.recent(ctx.principal, a.limit),
      studentMeetings: (_, a, ctx) => u.meetings.list(ctx.principal, a.studentId, ctx),
      myUpcomingMeetings: (_, __, ctx) => u.meetings.myUpcoming(ctx.principal),
      todaysMeetings: (_, a, ctx) => u.meetings.todays(ctx.principal, a),
      tasks: (_, a, ctx) => u.tasks.list(ctx.principal, a.scope, a.limit),
      studentTasks: (_, a, ctx) => u.tasks.ofStudent(ctx.principal, a.studentId, ctx),
      applicationTasks: (_, a, ctx) => u.tasks.ofApplication(ctx.principal, a.applicationId, ctx),
      overdueTasks: (_, a, ctx) => u.tasks.overdue(ctx.principal, a.limit),
      counselingRecordExport: async (_, a, ctx) => JSON.stringify(await u.records.exportPart(ctx.principal, a.studentId, a.studentUserId)),
    },
    Mutation: {
      createNote: (_, a, ctx) => u.notes.create(ctx.principal, a.studentId, a.input, ctx),
      updateNote: (_, a, ctx) => u.notes.update(ctx.principal, a.id, a.input, ctx),
      deleteNote: (_, a, ctx) => u.notes.remove(ctx.principal, a.id, ctx),
      createMeeting: (_, a, ctx) => u.meetings.create(ctx.principal, a.studentId, a.input, ctx),
      updateMeeting: (_, a, ctx) => u.meetings.update(ctx.principal, a.id, a.input, ctx),
      deleteMeeting: (_, a, ctx) => u.meetings.remove(ctx.principal, a.id, ctx),
      createTask: (_, a, ctx) => u.tasks.create(ctx.principal, a.input),
      updateTask: (_, a, ctx) => u.tasks.update(ctx.principal, a.id, a.input),
      deleteTask: async (_, a, ctx) => {
        await u.tasks.remove(ctx.principal, a.id);
        return true;
      },
      setTaskCompletion: (_, a, ctx) => u.tasks.setCompletion(ctx.principal, a.taskId, a.studentId, a.done, ctx),
    },
    Student: {
      __resolveReference: (ref) => ({ id: ref.id }),
      notes: (s, _, ctx) => u.notes.list(ctx.principal, s.id, ctx),
      meetings: (s, _, ctx) => u.meetings.list(ctx.principal, s.id, ctx),
      counselingTasks: (s, _, ctx) => u.tasks.ofStudent(ctx.principal, s.id, ctx),
    },
    CounselorNote: {
      studentName: (n) => n.studentName ?? null,
      history: (n, _, ctx) => u.notes.history(ctx.principal, n, ctx),
    },
    Meeting: {
      studentName: (m) => m.studentName ?? null,
    },
    Task: {
      id: (t) => t.task.id,
      title: (t) => t.task.title,
      dueDate: (t) => t.task.dueDate,
      applicationId: (t) => t.task.applicationId,
      groupSchoolId: (t) => t.task.groupSchoolId,
      groupGrade: (t) => t.task.groupGrade,
      createdBy: (t) => t.task.createdBy,
      createdByName: (t) => t.task.createdByName,
      createdAt: (t) => t.task.createdAt,
      doneCount: (t) => t.done,
      overdueCount: (t) => t.overdue,
      assignments: (t, _, ctx) => u.tasks.assignments(ctx.principal, t.task),
    },
    TaskAssignment: {
      studentName: (a) => a.studentName ?? null,
      title: (a) => a.task.title,
      dueDate: (a) => a.task.dueDate,
      applicationId: (a) => a.task.applicationId,
      overdue: (a) => isOverdue(a, u.tasks.today()),
    },
  };
}
