import type { RequestContext } from '@counsel/kit';
import type { StudentsService } from '../../application/students.service.js';
import { studentName, type StudentProfile } from '../../domain/student.js';

/** Fields of Student beyond its stored columns; each list read checks the caller again. */
export function studentResolvers(service: StudentsService) {
  return {
    Student: {
      // Other subgraphs (documents, chat) refer to students by id: only the owner and staff see them.
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => service.reference(ctx.principal, ref.id),
      user: (s: StudentProfile) => ({ id: s.userId }),
      displayName: (s: StudentProfile) => studentName(s),
      academics: async (s: StudentProfile, _: unknown, ctx: RequestContext) =>
        ({ gpa: s.gpa, classRank: s.classRank, courses: await service.courses(ctx.principal, s) }),
      activities: (s: StudentProfile, _: unknown, ctx: RequestContext) => service.activities(ctx.principal, s),
      collegePreferences: (s: StudentProfile, _: unknown, ctx: RequestContext) => service.preferences(ctx.principal, s),
    },
  };
}
