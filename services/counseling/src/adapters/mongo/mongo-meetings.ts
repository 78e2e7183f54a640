import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { MeetingView } from '../../domain/meeting.js';
import { studentName } from '../../domain/student.js';
import type { MeetingRepository, MeetingWrites } from '../../ports/meetings-repository.js';
import { toMeeting } from './convert.js';
import type { CounselingModels, MeetingDoc } from './models.js';
import type { MongoStudents } from './mongo-students.js';

/** Meetings. */
export class MongoMeetings implements MeetingRepository {
  constructor(private readonly models: CounselingModels, private readonly students: MongoStudents) {}

  writes(stage: Stage): MeetingWrites {
    const m = this.models;
    return {
      save: ({ id, ...rest }) => stage((session) => m.meetings.replaceOne({ _id: id }, { _id: id, ...rest }, { upsert: true, session })),
      remove: (id) => stage((session) => m.meetings.deleteOne({ _id: id }, { session })),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.meetings.deleteMany({ studentId }, { session });
  }

  async get(id: string) {
    const d = await this.models.meetings.findById(id).lean<MeetingDoc>();
    return d ? toMeeting(d) : null;
  }

  async ofStudent(studentId: string) {
    return (await this.models.meetings.find({ studentId }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
  }

  async ofCounselor(counselorUserId: string, from: string, to: string): Promise<MeetingView[]> {
    const meetings = (await this.models.meetings.find({ counselorUserId, startsAt: { $gte: from, $lt: to } }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
    const students = new Map((await this.students.many([...new Set(meetings.map((x) => x.studentId))])).map((s) => [s.studentId, s]));
    return meetings.map((x) => ({ ...x, studentName: students.has(x.studentId) ? studentName(students.get(x.studentId)!) : x.studentId }));
  }

  async scheduled(studentId: string, from: string) {
    return (await this.models.meetings.find({ studentId, state: 'scheduled', startsAt: { $gte: from } }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
  }
}
