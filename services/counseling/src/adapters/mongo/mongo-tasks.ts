import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import { studentName } from '../../domain/student.js';
import type { TaskSummary } from '../../domain/task.js';
import type { Schools } from '../../ports/schools.js';
import type { OverdueQuery, TaskQuery, TaskRepository, TaskWrites } from '../../ports/tasks-repository.js';
import { assignmentId, byDue, byName, toAssignment, toTask } from './convert.js';
import type { AssignmentDoc, CounselingModels, TaskDoc } from './models.js';
import type { MongoStudents } from './mongo-students.js';

/** Tasks with per-student assignments (`_id` of an assignment: `<taskId>|<studentId>`). */
export class MongoTasks implements TaskRepository {
  constructor(private readonly models: CounselingModels, private readonly students: MongoStudents) {}

  writes(stage: Stage): TaskWrites {
    const m = this.models;
    return {
      create: ({ id, ...t }, assignments) => stage(async (session) => {
        await m.tasks.create([{ _id: id, ...t }], { session });
        if (assignments.length) await m.assignments.insertMany(assignments.map((a) => ({ _id: assignmentId(a), ...a })), { session });
      }),
      edit: (t) => stage((session) => m.tasks.updateOne({ _id: t.id }, { $set: { title: t.title, dueDate: t.dueDate } }, { session })),
      remove: (taskId) => stage(async (session) => {
        await m.assignments.deleteMany({ taskId }, { session });
        await m.tasks.deleteOne({ _id: taskId }, { session });
      }),
      setAssignment: (a) => stage((session) => m.assignments.replaceOne({ _id: assignmentId(a) }, { _id: assignmentId(a), ...a }, { upsert: true, session })),
    };
  }

  /** Inside an erasure: the student's assignments, and tasks left with nobody. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    const m = this.models;
    const taskIds = (await m.assignments.find({ studentId }, { taskId: 1 }, { session }).lean<{ taskId: string }[]>()).map((a) => a.taskId);
    await m.assignments.deleteMany({ studentId }, { session });
    const kept = new Set((await m.assignments.distinct('taskId', { taskId: { $in: taskIds } }).session(session ?? null)) as string[]);
    const orphans = taskIds.filter((id) => !kept.has(id));
    if (orphans.length) await m.tasks.deleteMany({ _id: { $in: orphans } }, { session });
  }

  /** Tasks that would be left with no assignee once this student's assignments go. */
  async soleTasks(studentId: string): Promise<number> {
    const taskIds = (await this.models.assignments.find({ studentId }, { taskId: 1 }).lean<{ taskId: string }[]>()).map((a) => a.taskId);
    const shared = new Set((await this.models.assignments.distinct('taskId', { taskId: { $in: taskIds }, studentId: { $ne: studentId } })) as string[]);
    return taskIds.filter((id) => !shared.has(id)).length;
  }

  async get(id: string) {
    const d = await this.models.tasks.findById(id).lean<TaskDoc>();
    return d ? toTask(d) : null;
  }

  async assignment(taskId: string, studentId: string) {
    const d = await this.models.assignments.findById(assignmentId({ taskId, studentId })).lean<AssignmentDoc>();
    return d ? toAssignment(d) : null;
  }

  async summaries(q: TaskQuery): Promise<TaskSummary[]> {
    const tasks = (await this.models.tasks.find(q.createdBy !== null ? { createdBy: q.createdBy } : {}).lean<TaskDoc[]>()).map(toTask);
    const students = await this.students.bySchools(q.schools);
    const assignments = (await this.models.assignments.find({ taskId: { $in: tasks.map((t) => t.id) } }).lean<AssignmentDoc[]>())
      .filter((a) => students.has(a.studentId));
    const out: TaskSummary[] = [];
    for (const task of tasks) {
      const mine = assignments.filter((a) => a.taskId === task.id);
      if (mine.length === 0) continue;
      const done = mine.filter((a) => a.done).length;
      out.push({ task, total: mine.length, done, overdue: task.dueDate < q.today ? mine.length - done : 0 });
    }
    out.sort((a, b) => (a.task.dueDate < b.task.dueDate ? -1 : a.task.dueDate > b.task.dueDate ? 1 : 0)
      || (a.task.createdAt < b.task.createdAt ? -1 : a.task.createdAt > b.task.createdAt ? 1 : 0) || (a.task.id < b.task.id ? -1 : 1));
    return out.slice(0, q.limit);
  }

  async assignees(taskId: string, schools: Schools) {
    const task = await this.get(taskId);
    if (!task) return [];
    const docs = await this.models.assignments.find({ taskId }).lean<AssignmentDoc[]>();
    const students = new Map((await this.students.many(docs.map((d) => d.studentId)))
      .filter((s) => schools === 'all' || schools.includes(s.schoolId)).map((s) => [s.studentId, s]));
    return docs.filter((d) => students.has(d.studentId))
      .sort((a, b) => byName(students.get(a.studentId)!, students.get(b.studentId)!))
      .map((d) => ({ ...toAssignment(d), task, studentName: studentName(students.get(d.studentId)!) }));
  }

  async ofStudent(studentId: string, applicationId?: string) {
    const docs = await this.models.assignments.find({ studentId }).lean<AssignmentDoc[]>();
    const tasks = new Map((await this.models.tasks.find({ _id: { $in: docs.map((d) => d.taskId) }, ...(applicationId !== undefined ? { applicationId } : {}) })
      .lean<TaskDoc[]>()).map((t) => [t._id, toTask(t)]));
    return docs.filter((d) => tasks.has(d.taskId)).map((d) => ({ ...toAssignment(d), task: tasks.get(d.taskId)! })).sort(byDue);
  }

  async overdue(q: OverdueQuery) {
    const students = await this.students.bySchools(q.schools, { status: 'active', ...(q.counselorUserId !== null ? { counselorUserId: q.counselorUserId } : {}) });
    const open = await this.models.assignments.find({ studentId: { $in: [...students.keys()] }, done: false }).lean<AssignmentDoc[]>();
    const tasks = new Map((await this.models.tasks.find({ _id: { $in: [...new Set(open.map((a) => a.taskId))] }, dueDate: { $lt: q.today } })
      .lean<TaskDoc[]>()).map((t) => [t._id, toTask(t)]));
    return open.filter((a) => tasks.has(a.taskId))
      .map((a) => ({ ...toAssignment(a), task: tasks.get(a.taskId)!, studentName: studentName(students.get(a.studentId)!) }))
      .sort((a, b) => (byDue(a, b) === 0 || a.task.id === b.task.id ? byName(students.get(a.studentId)!, students.get(b.studentId)!) : byDue(a, b)))
      .slice(0, q.limit);
  }
}
