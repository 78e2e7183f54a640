import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import type { StudentsService } from '../../application/students.service.js';
import { shownTargetColleges, studentName } from '../../domain/student.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Fields of Student beyond its stored columns; each list read checks the caller again. */
export function studentResolvers(service: StudentsService): Resolvers {
  return {
    Student: {
      // Other subgraphs (documents, chat) refer to students by id: only the owner and staff of their school see them.
      __resolveReference: (ref, ctx) => service.reference(ctx.principal, ref.id),
      user: (s) => ({ id: s.userId }),
      // The roster resolves schools; a student with no school is in the district's default school.
      school: (s) => ({ id: s.schoolId ?? DEFAULT_SCHOOL_ID }),
      counselor: (s) => (s.counselorId ? { id: s.counselorId } : null),
      displayName: (s) => studentName(s),
      // The college list's length once the student has a list; the saved value (kept, not shown) otherwise.
      targetColleges: (s) => shownTargetColleges(s),
      targetCollegesFromList: (s) => s.collegeListCount !== null,
      academics: async (s, _, ctx) => ({ gpa: s.gpa, classRank: s.classRank, courses: await service.courses(ctx.principal, s) }),
      activities: (s, _, ctx) => service.activities(ctx.principal, s),
      collegePreferences: (s, _, ctx) => service.preferences(ctx.principal, s),
    },
  };
}
