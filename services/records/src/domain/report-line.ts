/** A line of a plain report (the export's summary, the deletion certificate): laid out as a PDF by adapters/pdf. */
export type ReportLine = { kind: 'title' | 'heading' | 'text' | 'muted'; text: string } | { kind: 'gap' };
