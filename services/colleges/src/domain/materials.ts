import type { Materials } from './application.js';
import type { PortalLetter } from './letters.js';
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

/**
 * Short names of what is still missing, in checklist order ("Essays", "Recommendation: Ms Lee"): hand-entered
 * recommenders not submitted, then the portal's letter requests not submitted yet.
 */
export function missingMaterials(m: Materials, letters: readonly PortalLetter[] = []): string[] {
  const out: string[] = [];
  if (!m.applicationForm) out.push('Application form');
  if (!m.essays) out.push('Essays');
  if (m.transcript !== 'sent') out.push('Transcript');
  if (m.testScores === 'not_sent') out.push('Test scores');
  for (const r of m.recommendations) if (r.state !== 'submitted') out.push(`Recommendation: ${r.name}`);
  for (const l of letters) if (l.state !== 'submitted') out.push(`Recommendation: ${l.teacherName}`);
  if (m.fee === 'unpaid') out.push('Application fee');
  return out;
}
