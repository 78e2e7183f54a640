import type { CatalogService } from '../../application/catalog.service.js';
import type { PlanListService, PlanPage } from '../../application/plan-list.service.js';
import type { PlansService } from '../../application/plans.service.js';
import type { RequirementsService } from '../../application/requirements.service.js';
import { scedAreaName } from '../../domain/sced.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface PlanningUseCases {
  catalog: CatalogService;
  requirements: RequirementsService;
  plans: PlansService;
  planList: PlanListService;
}

/** Thin: each field reads the caller and calls one use case (which authorizes, then validates). */
export function rootResolvers({ catalog, requirements, plans, planList }: PlanningUseCases): Resolvers {
  return {
    Query: {
      schoolCourses: (_, a, ctx) => catalog.page(ctx.principal, a.schoolId, a.q, a.first, a.offset),
      courseImport: (_, a, ctx) => catalog.getImport(ctx.principal, a.id),
      requirementSets: (_, a, ctx) => requirements.list(ctx.principal, a.schoolId),
      requirementSet: (_, a, ctx) => requirements.get(ctx.principal, a.id),
      studentPlan: (_, a, ctx) => plans.get(ctx.principal, a.studentId),
      plans: (_, a, ctx) => planList.list(ctx.principal, a),
    },
    Mutation: {
      createCourse: (_, a, ctx) => catalog.create(ctx.principal, a.schoolId, a.input),
      updateCourse: (_, a, ctx) => catalog.update(ctx.principal, a.id, a.input),
      deleteCourse: (_, a, ctx) => catalog.remove(ctx.principal, a.id),
      startCourseImport: (_, a, ctx) => catalog.startImport(ctx.principal, a.schoolId, a.format, a.content, a.fileName),
      applyCourseImport: (_, a, ctx) => catalog.applyImport(ctx.principal, a.id, a.acceptRejections ?? false),
      saveRequirementSet: (_, a, ctx) => requirements.save(ctx.principal, a.input),
      savePlan: (_, a, ctx) => plans.save(ctx.principal, a.studentId, a.input),
      submitPlan: (_, a, ctx) => plans.submit(ctx.principal, a.studentId, a.input),
      reviewPlan: (_, a, ctx) => plans.review(ctx.principal, a.studentId, a.decision, a.comment),
      commentOnPlan: (_, a, ctx) => plans.comment(ctx.principal, a.studentId, a.text),
    },
    AcademicPlanPage: {
      setColumns: (page) => planList.setColumns(page as PlanPage),
    },
    CatalogCourse: {
      subjectAreaName: (c) => scedAreaName(c.subjectArea),
    },
    PlanText: {
      args: (p) => JSON.stringify(p.args),
    },
  };
}
