import { formatNumber } from '../../app/date-format';
import { serverText } from '../../i18n/server-text';
import { collegeWord } from './college-format';

/** The code and values the API sends (`FitReasonText`); every value is absent when the sentence does not name it. */
export interface FitReasonValues {
  code: string; test?: string | null; value?: number | null; p25?: number | null; p75?: number | null; rate?: number | null;
}

/** A score as the service writes it (no thousands separator: "SAT 1401"). */
const score = (n: number | null | undefined) => (n == null ? '' : formatNumber(n, { useGrouping: false }));

/**
 * The fit's reason in the reader's language, written from the code and values the colleges service sends beside its
 * English sentence (the catalog's `fitReason.*`); without them, the English through the server catalog.
 */
export function fitReasonText(fit: { reason: string; reasonText?: FitReasonValues | null }): string {
  const r = fit.reasonText;
  if (!r) return serverText(fit.reason);
  return collegeWord(`fitReason.${r.code}`, fit.reason, {
    test: r.test ?? '', value: score(r.value), p25: score(r.p25), p75: score(r.p75),
    rate: r.rate == null ? '' : formatNumber(r.rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
  });
}
