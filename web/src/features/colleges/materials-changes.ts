import type { ApplicationMaterialsInput, RecommendationInput, RecommendationState } from '../../gql/graphql';
import { FEE_LABELS, TEST_SCORES_LABELS, TRANSCRIPT_LABELS } from './college-format';

/** One tick on the materials checklist (the recommenders are saved as a whole list, below). */
export type MaterialsTick = Omit<ApplicationMaterialsInput, 'recommendations'>;

const done = (what: string, checked: boolean) => `${what} ${checked ? 'complete' : 'not complete'}`;

/** The saved toast's words for one tick: "essays complete", "transcript sent", "application fee waived". */
export function materialsTickText(tick: MaterialsTick): string {
  if (tick.applicationForm != null) return done('application form', tick.applicationForm);
  if (tick.essays != null) return done('essays', tick.essays);
  if (tick.transcript) return `transcript ${TRANSCRIPT_LABELS[tick.transcript].toLowerCase()}`;
  if (tick.testScores) return `test scores ${TEST_SCORES_LABELS[tick.testScores].toLowerCase()}`;
  if (tick.fee) return `application fee ${FEE_LABELS[tick.fee].toLowerCase()}`;
  return 'materials';
}

/** A change to the recommenders: the whole list to save and the toast's words. */
export interface RecommendersChange {
  next: RecommendationInput[];
  what: string;
}

/** A new recommender, requested; null for a blank name or one already on the list (names compare case-insensitively). */
export function addRecommender(list: readonly RecommendationInput[], name: string): RecommendersChange | null {
  const trimmed = name.trim();
  if (!trimmed || list.some((r) => r.name.toLowerCase() === trimmed.toLowerCase())) return null;
  return { next: [...list, { name: trimmed, state: 'requested' }], what: `recommendation from ${trimmed} requested` };
}

export function setRecommendationState(list: readonly RecommendationInput[], index: number, state: RecommendationState): RecommendersChange {
  return { next: list.map((r, i) => (i === index ? { ...r, state } : r)), what: `recommendation from ${list[index].name} ${state}` };
}

export function removeRecommender(list: readonly RecommendationInput[], index: number): RecommendersChange {
  return { next: list.filter((_, i) => i !== index), what: `recommender ${list[index].name} removed` };
}
