import type { Materials } from './application.js';
import type { TestPolicy } from './college.js';

/**
 * A new application's checklist: nothing done yet. Test scores are `not_required` when the college does not
 * recommend them (test-blind and most test-optional colleges), else `not_sent`.
 */
export function defaultMaterials(testPolicy: TestPolicy | null): Materials {
  return {
    applicationForm: false,
    essays: false,
    transcript: 'not_requested',
    testScores: testPolicy === 'NOT_RECOMMENDED' ? 'not_required' : 'not_sent',
    recommendations: [],
    fee: 'unpaid',
  };
}

/** Short names of what is still missing, in checklist order ("Essays", "Recommendation: Ms Lee"). */
export function missingMaterials(m: Materials): string[] {
  const out: string[] = [];
  if (!m.applicationForm) out.push('Application form');
  if (!m.essays) out.push('Essays');
  if (m.transcript !== 'sent') out.push('Transcript');
  if (m.testScores === 'not_sent') out.push('Test scores');
  for (const r of m.recommendations) if (r.state !== 'submitted') out.push(`Recommendation: ${r.name}`);
  if (m.fee === 'unpaid') out.push('Application fee');
  return out;
}
