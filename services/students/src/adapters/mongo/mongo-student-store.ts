import mongoose, { type Connection, type Model, type SortOrder } from 'mongoose';
import { ConflictError, DEFAULT_SCHOOL_ID, MongoErasures, MongoOutbox, type ErasureTarget, type OutboxEvent } from '@counsel/kit';
import { searchText, sortKey, type Activity, type CollegePreferences, type Course, type Enrollment, type StudentProfile, type StudentSort } from '../../domain/student.js';
import type { CollegeListMirror, ErasedItem, RosterAnnouncement, StudentListQuery, StudentPage, StudentScopeFilter, StudentStore } from '../../ports/student-store.js';
import { collegeListModel, studentModel, type CollegeListDoc, type StudentDoc } from './student-models.js';

const ORDER: Record<StudentSort, Record<string, SortOrder>> = {
  NAME_ASC: { sortName: 1, _id: 1 },
  NAME_DESC: { sortName: -1, _id: -1 },
  GPA_ASC: { gpa: 1, sortName: 1, _id: 1 },
  GPA_DESC: { gpa: -1, sortName: 1, _id: 1 },
  GRADE_ASC: { gradeNum: 1, sortName: 1, _id: 1 },
  GRADE_DESC: { gradeNum: -1, sortName: 1, _id: 1 },
  COLLEGES_ASC: { shownTargetColleges: 1, sortName: 1, _id: 1 },
  COLLEGES_DESC: { shownTargetColleges: -1, sortName: 1, _id: 1 },
  UPDATED_DESC: { updatedAt: -1, _id: 1 },
};

const PROFILE_ONLY = {
  courses: 0, activities: 0, preferences: 0, search: 0, sortName: 0, gradeNum: 0, rosterAnnounced: 0, collegeListAt: 0, shownTargetColleges: 0,
} as const;
/** An update pipeline stage that sets shownTargetColleges from the document's own fields (no caller data in it). */
const SHOWN_FROM_DOC = { $set: { shownTargetColleges: { $ifNull: ['$collegeListCount', '$targetColleges'] } } };
/** A write with events carries the profile's event: from then on the roster knows the student. */
const announcedBy = (events: readonly OutboxEvent[]) => (events.length ? { rosterAnnounced: true } : {});
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A scope as a filter; a null schoolId is the default school. */
function scopeFilter(f: StudentScopeFilter | undefined): Record<string, unknown> {
  if (!f) return {};
  const out: Record<string, unknown> = {};
  if (f.schoolIds !== 'all') {
    const ids = [...f.schoolIds];
    out.schoolId = { $in: ids.includes(DEFAULT_SCHOOL_ID) ? [...ids, null] : ids };
  }
  if (f.counselorId) out.counselorId = f.counselorId;
  if (!f.includeInactive) out.status = 'active';
  // A record the roster made for a self-registered student is listed once the student saves a profile.
  out.$or = [{ rosterOnly: { $ne: true } }, { sourcedId: { $ne: null } }];
  return out;
}

function toDoc(p: StudentProfile) {
  const { id, ...rest } = p;
  return {
    ...rest, _id: id, search: searchText(p), sortName: sortKey(p), gradeNum: p.grade === null ? null : Number(p.grade),
    collegeListCount: p.collegeListCount ?? null, shownTargetColleges: p.collegeListCount ?? p.targetColleges,
  };
}

function toProfile(d: Partial<StudentDoc> & { _id: string }): StudentProfile {
  return {
    id: d._id, userId: d.userId!, firstName: d.firstName ?? null, lastName: d.lastName ?? null, email: d.email ?? null,
    dateOfBirth: d.dateOfBirth ?? null, siblings: d.siblings ?? null, gpa: d.gpa ?? null, satScore: d.satScore ?? null,
    actScore: d.actScore ?? null, classRank: d.classRank ?? null, grade: d.grade ?? null, highSchoolName: d.highSchoolName ?? null,
    highSchoolLocation: d.highSchoolLocation ?? null, apIbHonors: d.apIbHonors ?? null, activitiesOutsideSchool: d.activitiesOutsideSchool ?? null,
    clubs: d.clubs ?? null, internshipsVolunteer: d.internshipsVolunteer ?? null, leadership: d.leadership ?? null,
    targetColleges: d.targetColleges ?? 0, createdAt: d.createdAt!, updatedAt: d.updatedAt!,
    schoolId: d.schoolId ?? null, counselorId: d.counselorId ?? null, status: d.status ?? 'active', sourcedId: d.sourcedId ?? null,
    rosterOnly: d.rosterOnly ?? false, collegeListCount: d.collegeListCount ?? null,
  };
}

/** The distributed adapter: MongoDB through mongoose, one database for this service. */
export class MongoStudentStore implements StudentStore {
  private constructor(
    private readonly conn: Connection, private readonly students: Model<StudentDoc>, private readonly lists: Model<CollegeListDoc>, private readonly outbox: MongoOutbox,
    private readonly erasures: MongoErasures,
  ) {}

  static async connect(url: string, dbName: string): Promise<MongoStudentStore> {
    const conn = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 10_000 }).asPromise();
    const students = studentModel(conn);
    await students.createCollection();
    await students.syncIndexes();
    // Documents from before college lists (issue 18) sort and count by the value shown, which is their saved one.
    await students.updateMany({ shownTargetColleges: { $exists: false } }, [SHOWN_FROM_DOC], { updatePipeline: true });
    const lists = collegeListModel(conn);
    await lists.createCollection();
    const outbox = new MongoOutbox(conn);
    const erasures = new MongoErasures(conn, outbox);
    await Promise.all([outbox.init(), erasures.init()]);
    return new MongoStudentStore(conn, students, lists, outbox, erasures);
  }

  // Every write is one document's, and goes through the outbox with its events (see MongoOutbox.commit).
  async insert(p: StudentProfile, events: readonly OutboxEvent[] = []) {
    try {
      await this.outbox.commit(events, (session) => this.students.create([{ ...toDoc(p), rosterAnnounced: true }], { session }));
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw new ConflictError('A profile already exists for this student');
      throw err;
    }
    // A college list that arrived before the record (the events of two services keep no order between them).
    const list = await this.lists.findById(p.id).lean();
    if (list) await this.applyCollegeList(p.id, list.count, list.at);
    return list ? (await this.byId(p.id))! : { ...p, collegeListCount: p.collegeListCount ?? null };
  }

  async update(p: StudentProfile, events: readonly OutboxEvent[] = []) {
    // The roster's fields are left as they are (setEnrollment writes them), and so is the college list's length.
    const {
      _id, userId: _userId, createdAt: _createdAt, schoolId: _s, counselorId: _c, status: _st, sourcedId: _so,
      collegeListCount: _l, shownTargetColleges: _shown, ...fields
    } = toDoc(p);
    const d = await this.outbox.commit(events, async (session) => {
      const saved = await this.students.findOneAndUpdate({ _id }, { $set: { ...fields, ...announcedBy(events) } }, { returnDocument: 'after', projection: PROFILE_ONLY, session }).lean();
      if (saved) await this.students.updateOne({ _id }, [SHOWN_FROM_DOC], { session, updatePipeline: true });
      return saved ?? false;
    });
    return d ? toProfile(d) : null;
  }

  async setEnrollment(id: string, e: Enrollment, events: readonly OutboxEvent[] = []) {
    const d = await this.outbox.commit(events, async (session) =>
      (await this.students.findOneAndUpdate({ _id: id }, { $set: { ...e, ...announcedBy(events) } }, { returnDocument: 'after', projection: PROFILE_ONLY, session }).lean()) ?? false);
    return d ? toProfile(d) : null;
  }

  async byId(id: string) {
    const d = await this.students.findById(id, PROFILE_ONLY).lean();
    return d ? toProfile(d) : null;
  }

  async byUserId(userId: string) {
    const d = await this.students.findOne({ userId }, PROFILE_ONLY).lean();
    return d ? toProfile(d) : null;
  }

  async list(q: StudentListQuery): Promise<StudentPage> {
    const needle = q.q?.trim().toLowerCase();
    const filter = { ...scopeFilter(q), ...(needle ? { search: { $regex: escapeRegex(needle) } } : {}) };
    const [total, docs] = await Promise.all([
      this.students.countDocuments(filter),
      this.students.find(filter, PROFILE_ONLY).sort(ORDER[q.sort]).skip(q.offset).limit(q.limit).lean(),
    ]);
    return { items: docs.map(toProfile), total };
  }

  async count(scope?: StudentScopeFilter) {
    return this.students.countDocuments(scopeFilter(scope));
  }

  async countWithTargetColleges(scope?: StudentScopeFilter) {
    return this.students.countDocuments({ ...scopeFilter(scope), shownTargetColleges: { $gt: 0 } });
  }

  async setCollegeListCount(studentId: string, count: number | null, at: string) {
    const write = (upsert: boolean) => this.lists.updateOne({ _id: studentId, at: { $lte: at } }, { $set: { count, at } }, { upsert });
    try {
      await write(true);
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      // The insert collided: a newer list is recorded (this event is stale), or a concurrent first write won the insert.
      if ((await write(false)).matchedCount === 0) return;
    }
    await this.applyCollegeList(studentId, count, at);
  }

  /** Copies a list's length onto the student's document unless a newer one is there; values go in as literals. */
  private async applyCollegeList(studentId: string, count: number | null, at: string) {
    await this.students.updateOne(
      { _id: studentId, $or: [{ collegeListAt: null }, { collegeListAt: { $lte: at } }] },
      [{ $set: { collegeListCount: { $literal: count }, collegeListAt: { $literal: at } } }, SHOWN_FROM_DOC],
      { updatePipeline: true },
    );
  }

  async setCourses(studentId: string, courses: Course[], events: readonly OutboxEvent[] = []) {
    await this.outbox.commit(events, (session) => this.students.updateOne({ _id: studentId }, { $set: { courses, ...announcedBy(events) } }, { session }));
  }

  async courses(studentId: string): Promise<Course[]> {
    const d = await this.students.findById(studentId, { courses: 1 }).lean();
    return (d?.courses ?? []).map((c) => ({ courseName: c.courseName, level: c.level, grade: c.grade ?? null }));
  }

  async setActivities(studentId: string, activities: Activity[], events: readonly OutboxEvent[] = []) {
    await this.outbox.commit(events, (session) => this.students.updateOne({ _id: studentId }, { $set: { activities, ...announcedBy(events) } }, { session }));
  }

  async activities(studentId: string): Promise<Activity[]> {
    const d = await this.students.findById(studentId, { activities: 1 }).lean();
    return (d?.activities ?? []).map((a) => ({ name: a.name, role: a.role ?? null, years: a.years ?? null, hoursPerWeek: a.hoursPerWeek ?? null }));
  }

  async savePreferences(p: CollegePreferences, events: readonly OutboxEvent[] = []) {
    const { studentId, ...preferences } = p;
    await this.outbox.commit(events, (session) => this.students.updateOne({ _id: studentId }, { $set: { preferences } }, { session }));
  }

  async preferences(studentId: string): Promise<CollegePreferences | null> {
    const d = await this.students.findById(studentId, { preferences: 1 }).lean();
    const p = d?.preferences;
    if (!p) return null;
    return {
      studentId, overallFeeling: p.overallFeeling ?? null, concerns: p.concerns ?? null, collegeSearchStarted: p.collegeSearchStarted ?? null,
      collegeSizePreferences: [...(p.collegeSizePreferences ?? [])], locationPreferences: [...(p.locationPreferences ?? [])],
      academicsExtracurricularsPreferences: [...(p.academicsExtracurricularsPreferences ?? [])], updatedAt: p.updatedAt,
    };
  }

  async unannounced(limit: number) {
    const docs = await this.students.find({ rosterAnnounced: { $ne: true }, rosterOnly: { $ne: true } }, PROFILE_ONLY).sort({ _id: 1 }).limit(limit).lean();
    return docs.map(toProfile);
  }

  // One transaction per student (the mark and its event); a student announced meanwhile is skipped with its event.
  async markAnnounced(announcements: readonly RosterAnnouncement[]) {
    let marked = 0;
    for (const a of announcements) {
      const done = await this.outbox.commit([a.event], async (session) =>
        (await this.students.updateOne({ _id: a.id, rosterAnnounced: { $ne: true } }, { $set: { rosterAnnounced: true } }, { session })).modifiedCount > 0);
      if (done) marked++;
    }
    return marked;
  }

  async collegeListMirror(studentId: string): Promise<CollegeListMirror | null> {
    const d = await this.lists.findById(studentId).lean();
    return d ? { count: d.count ?? null, updatedAt: d.at } : null;
  }

  // The lists and preferences live in the student's document: counted from it, removed with it.
  async erase(t: ErasureTarget, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]) {
    const studentId = t.studentId;
    const first = await this.erasures.recorded(t.deletionId);
    if (first) {
      await this.outbox.commit(confirm(first), async () => true);
      return first;
    }
    const [doc, list] = await Promise.all([
      this.students.findById(studentId, { courses: 1, activities: 1, preferences: 1 }).lean(),
      this.lists.findById(studentId, { _id: 1 }).lean(),
    ]);
    const removed: ErasedItem[] = [
      { item: 'courses', count: doc?.courses?.length ?? 0 },
      { item: 'activities', count: doc?.activities?.length ?? 0 },
      { item: 'college preferences', count: doc?.preferences ? 1 : 0 },
      { item: 'college list count', count: list ? 1 : 0 },
      { item: 'profile', count: doc ? 1 : 0 },
    ];
    await this.outbox.commit(confirm(removed), async (session) => {
      await this.students.deleteOne({ _id: studentId }, { session });
      await this.lists.deleteOne({ _id: studentId }, { session });
      await this.erasures.record(t, removed, session);
      return true;
    });
    return removed;
  }

  async isUserErased(studentUserId: string) {
    return this.erasures.isUserErased(studentUserId);
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  async close() {
    await this.conn.close();
  }
}
