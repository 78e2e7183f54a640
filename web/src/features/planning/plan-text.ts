import i18next, { type TFunction } from 'i18next';

/** A sentence of the plan checks as the service sends it beside its English: a code, and its values as JSON. */
export interface PlanTextFields { code: string; args: string }

interface Label { label: string; labelCode?: string; n?: number }
type Args = Record<string, unknown>;

/** The sentences this app can write (the catalog's `text.*`). */
const CODES = new Set([
  'REQUIREMENT_MET', 'REQUIREMENT_MISSING', 'COURSES_NOT_IN_PLAN', 'GPA_NONE', 'GPA_LOW', 'GPA_OK', 'ON_TRACK', 'OFF_TRACK_DEADLINE',
  'OFF_TRACK', 'AT_RISK', 'PREREQUISITE_MISSING', 'PREREQUISITE_MISSING_ANY', 'PREREQUISITE_ORDER', 'GRADE_NOT_OFFERED', 'OVERLOADED_TERM',
]);

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A requirement set's own label in the reader's words when the `plan-labels` catalog has it, else as the set names it. */
const setLabel = (label: string): string =>
  i18next.t(label, { ns: 'plan-labels', keySeparator: false, nsSeparator: false, defaultValue: label });

/**
 * The sentence in the language of `t` (the planning namespace), or null when the code or its values are not known
 * here (a newer service): the caller then shows the service's English.
 */
export function renderPlanText(t: TFunction<'planning'>, text: PlanTextFields, labelText: (label: string) => string = setLabel): string | null {
  let args: Args;
  try {
    args = JSON.parse(text.args) as Args;
  } catch {
    return null;
  }
  if (!CODES.has(text.code)) return null;
  const label = (l: Label) => (l.labelCode ? t(`label.${l.labelCode}`, { n: l.n, defaultValue: l.label }) : labelText(l.label));
  const amount = (value: unknown, unit: unknown) =>
    t(`unit.${str(unit)}`, { count: Number(value), value: str(value), defaultValue: `${str(value)} ${str(unit)}s` });
  const where = (grade: unknown, term: unknown) => t(`where.${str(term)}`, { grade: str(grade), defaultValue: `grade ${str(grade)} ${str(term)}` });
  const course = (title: unknown, code: unknown) => `${str(title)} (${str(code)})`;
  const a = args;
  const values: Record<string, string | number> = {
    label: typeof a.label === 'string' ? label({ label: a.label, labelCode: typeof a.labelCode === 'string' ? a.labelCode : undefined, n: typeof a.n === 'number' ? a.n : undefined }) : '',
    have: str(a.have), required: str(a.required), completed: str(a.completed), planned: str(a.planned),
    requiredUnits: amount(a.required, a.unit), missingUnits: amount(a.missing, a.unit),
    codes: str(a.codes), gpa: str(a.gpa), minimum: str(a.minimum),
    names: Array.isArray(a.names) ? (a.names as Label[]).map(label).join('; ') : '',
    course: course(a.title, a.code), at: where(a.grade, a.term), prerequisite: str(a.prerequisite), options: str(a.options),
    before: course(a.beforeTitle, a.beforeCode), beforeAt: where(a.beforeGrade, a.beforeTerm),
    grades: str(a.grades), grade: str(a.grade), load: str(a.load), max: str(a.max),
  };
  if (text.code === 'GRADE_NOT_OFFERED') values.count = Number(a.count);
  const sentence = t(`text.${text.code}`, values);
  // A sentence that starts with the place ("Grade 10 fall carries…") starts with a capital.
  return text.code === 'OVERLOADED_TERM' ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/**
 * What a check says, in the reader's language: English readers get the service's own sentence unchanged (the
 * spec's words), others the catalog's, and anyone the English when this app does not know the sentence.
 */
export function planText(text: PlanTextFields | null | undefined, english: string): string {
  if (!text || !i18next.isInitialized || i18next.resolvedLanguage === 'en' || !i18next.resolvedLanguage) return english;
  return renderPlanText(i18next.getFixedT(i18next.resolvedLanguage, 'planning'), text) ?? english;
}
