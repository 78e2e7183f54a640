import type { ClientSession } from 'mongoose';
import { ConflictError, type Stage } from '@counsel/kit';
import type { ProfileRepository, ProfileWrites, StudentListQuery, StudentPage, StudentScopeFilter } from '../../ports/profiles-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import type { HeldList } from './mongo-college-lists.js';
import { ORDER, PROFILE_ONLY, SHOWN_FROM_DOC, escapeRegex, scopeFilter, toDoc, toProfile } from './student-docs.js';
import type { StudentModels } from './student-models.js';

/** Student records with their enrollment: the student documents' profile fields. */
export class MongoProfiles implements ProfileRepository {
  /** `heldList`: the college list recorded for a student before their document was (null when none). */
  constructor(
    private readonly models: StudentModels,
    private readonly heldList: (studentId: string, session: ClientSession | undefined) => Promise<HeldList | null>,
  ) {}

  writes(stage: Stage): ProfileWrites {
    const students = this.models.students;
    return {
      // A new document is announced by its own unit's event (or is the roster's, which knows it): never the backfill's.
      insert: (p) => stage(async (session) => {
        try {
          await students.create([{ ...toDoc(p), rosterAnnounced: true }], { session });
        } catch (err) {
          if ((err as { code?: number }).code === 11000) throw new ConflictError('A profile already exists for this student');
          throw err;
        }
        // A college list that arrived before the record (the events of two services keep no order between them).
        const list = await this.heldList(p.id, session);
        if (list) await this.showCollegeList(p.id, list.count, list.at, session);
      }),
      update: (p) => stage(async (session) => {
        // The roster's fields are left as they are (setEnrollment writes them), and so is the college list's length.
        const {
          _id, userId: _userId, createdAt: _createdAt, schoolId: _s, counselorId: _c, status: _st, sourcedId: _so,
          collegeListCount: _l, shownTargetColleges: _shown, ...fields
        } = toDoc(p);
        if ((await students.updateOne({ _id }, { $set: fields }, { session })).matchedCount === 0) throw new WriteRefused('gone');
        await students.updateOne({ _id }, [SHOWN_FROM_DOC], { session, updatePipeline: true });
      }),
      setEnrollment: (id, e) => stage(async (session) => {
        if ((await students.updateOne({ _id: id }, { $set: { ...e } }, { session })).matchedCount === 0) throw new WriteRefused('gone');
      }),
    };
  }

  /**
   * Inside a college list's write: the document shows the list's length unless a newer one is there (null: the
   * saved targetColleges again). Values go in as literals.
   */
  async showCollegeList(studentId: string, count: number | null, at: string, session: ClientSession | undefined) {
    await this.models.students.updateOne(
      { _id: studentId, $or: [{ collegeListAt: null }, { collegeListAt: { $lte: at } }] },
      [{ $set: { collegeListCount: { $literal: count }, collegeListAt: { $literal: at } } }, SHOWN_FROM_DOC],
      { session, updatePipeline: true },
    );
  }

  /** Inside an erasure: the document, with the courses, activities and preferences it holds. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.students.deleteOne({ _id: studentId }, { session });
  }

  async byId(id: string) {
    const d = await this.models.students.findById(id, PROFILE_ONLY).lean();
    return d ? toProfile(d) : null;
  }

  async byUserId(userId: string) {
    const d = await this.models.students.findOne({ userId }, PROFILE_ONLY).lean();
    return d ? toProfile(d) : null;
  }

  async list(q: StudentListQuery): Promise<StudentPage> {
    const needle = q.q?.trim().toLowerCase();
    const filter = { ...scopeFilter(q), ...(needle ? { search: { $regex: escapeRegex(needle) } } : {}) };
    const [total, docs] = await Promise.all([
      this.models.students.countDocuments(filter),
      this.models.students.find(filter, PROFILE_ONLY).sort(ORDER[q.sort]).skip(q.offset).limit(q.limit).lean(),
    ]);
    return { items: docs.map(toProfile), total };
  }

  async count(scope?: StudentScopeFilter) {
    return this.models.students.countDocuments(scopeFilter(scope));
  }

  async countWithTargetColleges(scope?: StudentScopeFilter) {
    return this.models.students.countDocuments({ ...scopeFilter(scope), shownTargetColleges: { $gt: 0 } });
  }
}
