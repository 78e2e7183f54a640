/** One sample of a Prometheus text exposition: the value of `name` whose labels include `labels`, else undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** GET /metrics (the process's main module) or /metrics/<module> from a portal's internal metrics port, as text. */
export async function scrape(metricsUrl: string, module?: string): Promise<string> {
  const res = await fetch(`${metricsUrl}/metrics${module ? `/${module}` : ''}`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}
