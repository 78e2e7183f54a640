import type { ApolloCache } from '@apollo/client';
import { StudentPlanDocument, type AcademicPlanFieldsFragment } from '../../gql/graphql';

/**
 * A plan has no id of its own (it is the student's), so Apollo cannot match a mutation's answer to the
 * studentPlan query by itself: each write puts its answer where the query reads it.
 */
export function keepPlan(cache: ApolloCache, studentId: string, plan: AcademicPlanFieldsFragment | undefined) {
  if (plan) cache.writeQuery({ query: StudentPlanDocument, variables: { studentId }, data: { studentPlan: plan } });
}
