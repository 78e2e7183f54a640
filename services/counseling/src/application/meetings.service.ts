import { randomUUID } from 'node:crypto';
import { NotFoundError, requireRole, requireStaff, requireUser, ValidationError, type Principal, dayRange } from '@counsel/kit';
import { forStudent, type Meeting, type MeetingView } from '../domain/meeting.js';
import { parseMeetingInput, parseMeetingPatch } from '../domain/rules.js';
import type { MeetingInput, MeetingPatch } from '../graphql/generated/resolvers-types.js';
import { actorName, nowOf, seesNoStaffData, readableStudent, staffVisibleStudent, type CounselingDeps } from './access.js';
import { meetingChange, meetingEvent } from './student-events.js';

const MEETING_NOT_FOUND = 'Meeting not found';

/**
 * Meetings a counselor logged or scheduled. Staff of the student: full CRUD. The student sees their own
 * scheduled meetings (when, how long, kind, topics), never the counselor's note.
 */
export class MeetingsService {
  constructor(private readonly deps: CounselingDeps) {}

  async list(p: Principal | null | undefined, studentId: string, request?: object): Promise<MeetingView[]> {
    const user = requireUser(p);
    await readableStudent(this.deps.store, user, studentId);
    if (user.role === 'student') return (await this.deps.store.meetings.scheduled(studentId, '')).map(forStudent);
    await this.deps.reads.staffRead(user, studentId, 'meetings', request);
    // A linked guardian sees what the student sees (scheduled meetings, never the note), and the read is logged.
    if (user.role === 'guardian') return (await this.deps.store.meetings.scheduled(studentId, '')).map(forStudent);
    return this.deps.store.meetings.ofStudent(studentId);
  }

  async create(p: Principal | null | undefined, studentId: string, input: MeetingInput, request?: object): Promise<Meeting> {
    const { user } = await staffVisibleStudent(this.deps.store, p, studentId);
    const f = parseMeetingInput(input);
    await this.deps.reads.staffRead(user, studentId, 'meetings', request);
    const at = nowOf(this.deps).toISOString();
    const meeting: Meeting = { id: randomUUID(), studentId, counselorUserId: user.userId, counselorName: actorName(user), ...f, createdAt: at, updatedAt: at };
    await this.save(null, meeting, (w) => w.meetings.save(meeting));
    return meeting;
  }

  async update(p: Principal | null | undefined, id: string, input: MeetingPatch, request?: object): Promise<Meeting> {
    const { user, meeting } = await this.visibleMeeting(p, id);
    const patch = parseMeetingPatch(input);
    await this.deps.reads.staffRead(user, meeting.studentId, 'meetings', request);
    const updated: Meeting = { ...meeting, ...patch, updatedAt: nowOf(this.deps).toISOString() };
    await this.save(meeting, updated, (w) => w.meetings.save(updated));
    return updated;
  }

  async remove(p: Principal | null | undefined, id: string, request?: object): Promise<boolean> {
    const { user, meeting } = await this.visibleMeeting(p, id);
    await this.deps.reads.staffRead(user, meeting.studentId, 'meetings', request);
    await this.save(meeting, null, (w) => w.meetings.remove(meeting.id));
    return true;
  }

  /** The write with the event its student hears of (made, moved, cancelled), in one transaction. */
  private async save(before: Meeting | null, after: Meeting | null, work: Parameters<CounselingDeps['store']['write']>[0]) {
    const now = nowOf(this.deps);
    const change = meetingChange(before, after, now);
    await this.deps.store.write(work, change ? [meetingEvent((after ?? before)!, change, now.toISOString())] : []);
    if (change) this.deps.events?.committed();
  }

  /** The student dashboard: the caller's own scheduled meetings from the start of today on. */
  async myUpcoming(p: Principal | null | undefined): Promise<MeetingView[]> {
    const user = requireRole(p, 'student');
    const mine = await this.ownStudentIds(user);
    const from = dayRange(nowOf(this.deps)).from;
    const lists = await Promise.all(mine.map((id) => this.deps.store.meetings.scheduled(id, from)));
    return lists.flat().map(forStudent).sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1));
  }

  /**
   * The counselor dashboard: the caller's meetings starting in [from, to), default today (UTC). A client in
   * another zone passes its own day's bounds. Only the caller's own meetings: not logged per student.
   */
  async todays(p: Principal | null | undefined, range: { from?: string | null; to?: string | null } = {}): Promise<MeetingView[]> {
    const user = requireStaff(p);
    const today = dayRange(nowOf(this.deps));
    const from = range.from ? new Date(range.from) : new Date(today.from);
    const to = range.to ? new Date(range.to) : new Date(range.from ? from.getTime() + 86_400_000 : today.to);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > 2 * 86_400_000) {
      throw new ValidationError('from and to must be instants at most two days apart, from before to');
    }
    return this.deps.store.meetings.ofCounselor(user.userId, from.toISOString(), to.toISOString());
  }

  private async ownStudentIds(user: Principal): Promise<string[]> {
    // A student's account has one record; the read model is keyed by record id, so look it up by the caller's id.
    return (await this.deps.store.students.ofUser(user.userId)).map((s) => s.studentId);
  }

  private async visibleMeeting(p: Principal | null | undefined, id: string) {
    if (seesNoStaffData(p)) throw new NotFoundError(MEETING_NOT_FOUND);
    requireStaff(p);
    const meeting = await this.deps.store.meetings.get(id);
    if (!meeting) throw new NotFoundError(MEETING_NOT_FOUND);
    try {
      return { ...(await staffVisibleStudent(this.deps.store, p, meeting.studentId)), meeting };
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError(MEETING_NOT_FOUND);
      throw err;
    }
  }
}
