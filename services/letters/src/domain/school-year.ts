/**
 * The school year a moment falls in, as "2026-2027": years run from July 1 (application season spans the autumn
 * and winter of one school year), in UTC so every service and test agrees.
 */
export function schoolYearOf(at: Date): string {
  const y = at.getUTCFullYear();
  const start = at.getUTCMonth() >= 6 ? y : y - 1;
  return `${start}-${start + 1}`;
}
