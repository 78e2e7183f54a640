import type { UpdateApplicationInput, UpdateApplicationMutation } from '../../gql/graphql';
import type { MyApplication } from './use-my-list';

/**
 * The application as it will be once `input` is saved, shown while the save runs (a ticked box stays ticked); the
 * server's answer then replaces it, with what only the server works out (missing, flags, fit, history).
 */
export function optimisticApplication(a: MyApplication, input: UpdateApplicationInput): UpdateApplicationMutation {
  const m = input.materials ?? {};
  const materials = {
    ...a.materials,
    ...(m.applicationForm != null && { applicationForm: m.applicationForm }),
    ...(m.essays != null && { essays: m.essays }),
    ...(m.transcript != null && { transcript: m.transcript }),
    ...(m.testScores != null && { testScores: m.testScores }),
    ...(m.fee != null && { fee: m.fee }),
    recommendations: m.recommendations
      ? m.recommendations.map((r) => ({ __typename: 'Recommendation' as const, ...r }))
      : a.materials.recommendations,
  };
  return {
    updateApplication: {
      __typename: 'Application',
      ...a,
      plan: input.plan !== undefined ? input.plan : a.plan,
      status: input.status ?? a.status,
      materials,
    },
  } as UpdateApplicationMutation;
}
