import type { Application, Materials } from './application.js';
import { PLAN_LABELS, STATUS_LABELS } from './labels.js';

type Tracked = Pick<Application, 'plan' | 'status' | 'ownDeadline' | 'materials'>;

const planText = (p: Application['plan']) => (p ? PLAN_LABELS[p] : 'none');
const TRANSCRIPT = { not_requested: 'not requested', requested: 'requested', sent: 'sent' } as const;
const TEST_SCORES = { not_sent: 'not sent', sent: 'sent', not_required: 'not required' } as const;

/** The history line of a new application ("Added to the list: Planning to apply, Early Decision"). */
export function addedSummary(a: Tracked): string {
  return `Added to the list: ${STATUS_LABELS[a.status]}${a.plan ? `, ${PLAN_LABELS[a.plan]}` : ''}`;
}

export const REMOVED_SUMMARY = 'Removed from the list';

/** What changed between two states of an application, one line each, in words; empty when nothing did. */
export function changeSummaries(before: Tracked, after: Tracked): string[] {
  const out: string[] = [];
  if (before.status !== after.status) out.push(`Status: ${STATUS_LABELS[before.status]} → ${STATUS_LABELS[after.status]}`);
  if (before.plan !== after.plan) out.push(`Plan: ${planText(before.plan)} → ${planText(after.plan)}`);
  if (before.ownDeadline !== after.ownDeadline) {
    out.push(after.ownDeadline ? `Deadline set to ${after.ownDeadline}` : 'Own deadline cleared (the curated deadline applies)');
  }
  out.push(...materialSummaries(before.materials, after.materials));
  return out;
}

function materialSummaries(b: Materials, a: Materials): string[] {
  const out: string[] = [];
  if (b.applicationForm !== a.applicationForm) out.push(`Application form: ${a.applicationForm ? 'done' : 'not done'}`);
  if (b.essays !== a.essays) out.push(`Essays: ${a.essays ? 'done' : 'not done'}`);
  if (b.transcript !== a.transcript) out.push(`Transcript: ${TRANSCRIPT[a.transcript]}`);
  if (b.testScores !== a.testScores) out.push(`Test scores: ${TEST_SCORES[a.testScores]}`);
  const before = new Map(b.recommendations.map((r) => [r.name, r.state]));
  const after = new Map(a.recommendations.map((r) => [r.name, r.state]));
  for (const [name, state] of after) {
    const was = before.get(name);
    if (was === undefined) out.push(`Recommendation added: ${name} (${state})`);
    else if (was !== state) out.push(`Recommendation: ${name} ${state}`);
  }
  for (const name of before.keys()) if (!after.has(name)) out.push(`Recommendation removed: ${name}`);
  if (b.fee !== a.fee) out.push(`Application fee: ${a.fee}`);
  return out;
}
