import { formatNumber } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';
import { collegeWord } from './college-format';

/** The code and values the API sends (`FitReasonText`); every value is absent when the sentence does not name it. */
export interface FitReasonValues {
  code: string; test?: string | null; value?: number | null; p25?: number | null; p75?: number | null; rate?: number | null;
  gpa?: number | null; gpaP25?: number | null; gpaP75?: number | null; applicants?: number | null; admitted?: number | null;
}

/** A score as the service writes it (no thousands separator: "SAT 1401"). */
const score = (n: number | null | undefined) => (n == null ? '' : formatNumber(n, { useGrouping: false }));
/** A GPA to two decimals at most, as the service writes it ("3.8", "3.75"; "3,75" in Spanish). */
const gpa = (n: number | null | undefined) => (n == null ? '' : formatNumber(n, { maximumFractionDigits: 2 }));

/**
 * The fit's reason in the reader's language, written from the code and values the colleges service sends beside its
 * English sentence (the catalog's `fitReason.*`); without them, the English through the server catalog. A reason from
 * the school's history that names the GPA sends it in its own fields, and the sentence's value and range take them.
 */
export function fitReasonText(fit: { reason: string; reasonText?: FitReasonValues | null }): string {
  const r = fit.reasonText;
  if (!r) return serverText(fit.reason);
  const measure = r.test === 'GPA'
    ? { value: gpa(r.gpa), p25: gpa(r.gpaP25), p75: gpa(r.gpaP75) }
    : { value: score(r.value), p25: score(r.p25), p75: score(r.p75) };
  return collegeWord(`fitReason.${r.code}`, fit.reason, {
    test: r.test ?? '', ...measure, applicants: score(r.applicants), admitted: score(r.admitted),
    rate: r.rate == null ? '' : formatNumber(r.rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
  });
}
