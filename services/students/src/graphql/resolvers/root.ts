import type { StudentsService } from '../../application/students.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { questionnaire } from './questionnaire.js';

export function rootResolvers(service: StudentsService): Resolvers {
  return {
    Query: {
      students: (_, args, ctx) => service.list(ctx.principal, args),
      student: (_, args, ctx) => service.student(ctx.principal, args.id),
      myStudent: (_, __, ctx) => service.myStudent(ctx.principal),
      studentStats: (_, args, ctx) => service.stats(ctx.principal, args),
      collegePreferenceQuestionnaire: (_, __, ctx) => questionnaire(ctx.principal),
    },
    Mutation: {
      createStudentProfile: (_, args, ctx) => service.createProfile(ctx.principal, args.input),
      updateStudentProfile: (_, args, ctx) => service.updateProfile(ctx.principal, args.id, args.input),
      saveCourses: (_, args, ctx) => service.saveCourses(ctx.principal, args.studentId, args.courses),
      saveActivities: (_, args, ctx) => service.saveActivities(ctx.principal, args.studentId, args.activities),
      saveCollegePreferences: (_, args, ctx) => service.savePreferences(ctx.principal, args.studentId, args.input),
    },
  };
}
