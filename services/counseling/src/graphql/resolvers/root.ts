import type { MeetingsService } from '../../application/meetings.service.js';
import type { NotesService } from '../../application/notes.service.js';
import type { TasksService } from '../../application/tasks.service.js';
import { isOverdue } from '../../domain/task.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface CounselingUseCases {
  notes: NotesService;
  meetings: MeetingsService;
  tasks: TasksService;
}

/** Thin: each field reads the caller and calls one use case. `ctx` is passed as the request (one logged read per request). */
export function rootResolvers(useCases: CounselingUseCases): Resolvers {
  return {
    Query: {
      studentNotes: (_, args, ctx) => useCases.notes.list(ctx.principal, args.studentId, ctx),
      recentNotes: (_, args, ctx) => useCases.notes.recent(ctx.principal, args.limit),
      studentMeetings: (_, args, ctx) => useCases.meetings.list(ctx.principal, args.studentId, ctx),
      myUpcomingMeetings: (_, __, ctx) => useCases.meetings.myUpcoming(ctx.principal),
      todaysMeetings: (_, args, ctx) => useCases.meetings.todays(ctx.principal, args),
      tasks: (_, args, ctx) => useCases.tasks.list(ctx.principal, args.scope, args.limit),
      studentTasks: (_, args, ctx) => useCases.tasks.ofStudent(ctx.principal, args.studentId, ctx),
      applicationTasks: (_, args, ctx) => useCases.tasks.ofApplication(ctx.principal, args.applicationId, ctx),
      overdueTasks: (_, args, ctx) => useCases.tasks.overdue(ctx.principal, args.limit),
    },
    Mutation: {
      createNote: (_, args, ctx) => useCases.notes.create(ctx.principal, args.studentId, args.input, ctx),
      updateNote: (_, args, ctx) => useCases.notes.update(ctx.principal, args.id, args.input, ctx),
      deleteNote: (_, args, ctx) => useCases.notes.remove(ctx.principal, args.id, ctx),
      createMeeting: (_, args, ctx) => useCases.meetings.create(ctx.principal, args.studentId, args.input, ctx),
      updateMeeting: (_, args, ctx) => useCases.meetings.update(ctx.principal, args.id, args.input, ctx),
      deleteMeeting: (_, args, ctx) => useCases.meetings.remove(ctx.principal, args.id, ctx),
      createTask: (_, args, ctx) => useCases.tasks.create(ctx.principal, args.input),
      updateTask: (_, args, ctx) => useCases.tasks.update(ctx.principal, args.id, args.input),
      deleteTask: async (_, args, ctx) => {
        await useCases.tasks.remove(ctx.principal, args.id);
        return true;
      },
      setTaskCompletion: (_, args, ctx) => useCases.tasks.setCompletion(ctx.principal, args.taskId, args.studentId, args.done, ctx),
    },
    Student: {
      __resolveReference: (ref) => ({ id: ref.id }),
      notes: (student, _, ctx) => useCases.notes.list(ctx.principal, student.id, ctx),
      meetings: (student, _, ctx) => useCases.meetings.list(ctx.principal, student.id, ctx),
      counselingTasks: (student, _, ctx) => useCases.tasks.ofStudent(ctx.principal, student.id, ctx),
    },
    CounselorNote: {
      studentName: (n) => n.studentName ?? null,
      history: (n, _, ctx) => useCases.notes.history(ctx.principal, n, ctx),
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
      assignments: (t, _, ctx) => useCases.tasks.assignments(ctx.principal, t.task),
    },
    TaskAssignment: {
      studentName: (a) => a.studentName ?? null,
      title: (a) => a.task.title,
      dueDate: (a) => a.task.dueDate,
      applicationId: (a) => a.task.applicationId,
      overdue: (a) => isOverdue(a, useCases.tasks.today()),
    },
  };
}
