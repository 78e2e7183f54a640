import type { ApplicationMaterialsInput, RecommendationInput, RecommendationState } from '../../gql/graphql';
import { FEE_LABELS, TEST_SCORES_LABELS, TRANSCRIPT_LABELS, collegeWord } from './college-format';

/** One tick on the materials checklist (the recommenders are saved as a whole list, below). */
export type MaterialsTick = Omit<ApplicationMaterialsInput, 'recommendations'>;

const done = (key: 'form' | 'essays', what: string, checked: boolean) =>
  collegeWord(`materials.tick.${key}${checked ? 'Done' : 'NotDone'}`, `${what} ${checked ? 'complete' : 'not complete'}`);
const stated = (key: 'transcript' | 'testScores' | 'fee', what: string, label: string) =>
  collegeWord(`materials.tick.${key}`, `${what} ${label.toLowerCase()}`, { state: label.toLowerCase() });
const recommender = (key: 'requested' | 'submitted' | 'removed', english: string, name: string) =>
  collegeWord(`materials.recommender.${key}`, english, { name });

/** The saved toast's words for one tick: "essays complete", "transcript sent", "application fee waived". */
export function materialsTickText(tick: MaterialsTick): string {
  if (tick.applicationForm != null) return done('form', 'application form', tick.applicationForm);
  if (tick.essays != null) return done('essays', 'essays', tick.essays);
  if (tick.transcript) return stated('transcript', 'transcript', TRANSCRIPT_LABELS[tick.transcript]);
  if (tick.testScores) return stated('testScores', 'test scores', TEST_SCORES_LABELS[tick.testScores]);
  if (tick.fee) return stated('fee', 'application fee', FEE_LABELS[tick.fee]);
  return collegeWord('materials.tick.materials', 'materials');
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
  return { next: [...list, { name: trimmed, state: 'requested' }], what: recommender('requested', `recommendation from ${trimmed} requested`, trimmed) };
}

export function setRecommendationState(list: readonly RecommendationInput[], index: number, state: RecommendationState): RecommendersChange {
  return { next: list.map((r, i) => (i === index ? { ...r, state } : r)), what: recommender(state, `recommendation from ${list[index].name} ${state}`, list[index].name) };
}

export function removeRecommender(list: readonly RecommendationInput[], index: number): RecommendersChange {
  return { next: list.filter((_, i) => i !== index), what: recommender('removed', `recommender ${list[index].name} removed`, list[index].name) };
}
