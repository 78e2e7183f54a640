import type { RequestContext } from '@counsel/kit';
import type { StudentsService, ListArgs, ProfileInput } from '../../application/students.service.js';
import { questionnaire } from './questionnaire.js';

type Ctx = RequestContext;

export function rootResolvers(service: StudentsService) {
  return {
    Query: {
      students: (_: unknown, args: ListArgs, ctx: Ctx) => service.list(ctx.principal, args),
      student: (_: unknown, args: { id: string }, ctx: Ctx) => service.student(ctx.principal, args.id),
      myStudent: (_: unknown, __: unknown, ctx: Ctx) => service.myStudent(ctx.principal),
      studentStats: (_: unknown, __: unknown, ctx: Ctx) => service.stats(ctx.principal),
      collegePreferenceQuestionnaire: (_: unknown, __: unknown, ctx: Ctx) => questionnaire(ctx.principal),
    },
    Mutation: {
      createStudentProfile: (_: unknown, args: { input: ProfileInput }, ctx: Ctx) => service.createProfile(ctx.principal, args.input),
      updateStudentProfile: (_: unknown, args: { id: string; input: ProfileInput }, ctx: Ctx) => service.updateProfile(ctx.principal, args.id, args.input),
      saveCourses: (_: unknown, args: { studentId: string; courses: unknown }, ctx: Ctx) => service.saveCourses(ctx.principal, args.studentId, args.courses),
      saveActivities: (_: unknown, args: { studentId: string; activities: unknown }, ctx: Ctx) =>
        service.saveActivities(ctx.principal, args.studentId, args.activities),
      saveCollegePreferences: (_: unknown, args: { studentId: string; input: Record<string, unknown> }, ctx: Ctx) =>
        service.savePreferences(ctx.principal, args.studentId, args.input),
    },
  };
}
