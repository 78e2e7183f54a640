import { courseFieldsSchema, type CourseFields, type CourseLevel } from './course.js';
import type { ImportFormat, RejectedRow } from './course-import.js';
import { courseImportReason, courseRulesReason, type CourseImportReasonCode } from './import-reasons.js';
import { readCsv, type CsvRow } from '@counsel/kit';

/** The catalog CSV's columns (docs/planning.md); entrance_areas and prerequisites may be empty. */
export const CATALOG_COLUMNS = ['code', 'title', 'subject_area', 'credits', 'grade_levels', 'level', 'prerequisites', 'entrance_areas'] as const;
/** What planning reads of OneRoster 1.1 courses.csv. */
const ONEROSTER_COLUMNS = ['sourcedid', 'title', 'coursecode', 'grades', 'subjectcodes'] as const;

const LEVELS: Readonly<Record<string, CourseLevel>> = {
  standard: 'STANDARD', regular: 'STANDARD', honors: 'HONORS', ap: 'AP', ib: 'IB',
  'dual enrollment': 'DUAL_ENROLLMENT', dual_enrollment: 'DUAL_ENROLLMENT', de: 'DUAL_ENROLLMENT',
};
const list = (v: string) => v.split(/[\s;,|]+/).map((s) => s.trim()).filter(Boolean);

function catalogRow(r: CsvRow): unknown {
  const area = r.get('subject_area');
  return {
    code: r.get('code'), title: r.get('title'),
    subjectArea: /^\d$/.test(area) ? `0${area}` : area,
    credits: r.get('credits') === '' ? Number.NaN : Number(r.get('credits')),
    gradeLevels: list(r.get('grade_levels')).map(Number),
    level: LEVELS[r.get('level').toLowerCase()] ?? r.get('level'),
    // "ALG2 / IM3" is one prerequisite: spaces around "/" do not separate.
    prerequisites: list(r.get('prerequisites').replace(/\s*\/\s*/g, '/')), entranceAreas: list(r.get('entrance_areas').toLowerCase()),
  };
}

/**
 * OneRoster 1.1 has no credits, level or entrance areas: a course counts 1.0 credit, its level is read from its
 * title ("AP …", "Honors …", "IB …"), and admins add entrance areas after. The SCED area is the first two digits of
 * its first SCED subject code; grades are CEDS codes, of which 09–12 are kept.
 */
function oneRosterRow(r: CsvRow): { skip: CourseImportReasonCode } | object {
  if (r.get('status').toLowerCase() === 'tobedeleted') return { skip: 'MARKED_DELETED' };
  const title = r.get('title');
  const sced = list(r.get('subjectcodes')).find((c) => /^\d{2}/.test(c));
  const grades = list(r.get('grades')).map(Number).filter((g) => g >= 9 && g <= 12);
  const level: CourseLevel = /^AP\b/i.test(title) ? 'AP' : /^IB\b/i.test(title) ? 'IB' : /\bhonors\b/i.test(title) ? 'HONORS' : 'STANDARD';
  if (!sced) return { skip: 'NO_SCED_CODE' };
  if (r.get('grades') !== '' && grades.length === 0) return { skip: 'NO_HIGH_SCHOOL_GRADE' };
  return {
    code: r.get('coursecode') || r.get('sourcedid'), title, subjectArea: sced.slice(0, 2), credits: 1,
    gradeLevels: grades.length ? grades : [9, 10, 11, 12], level, prerequisites: [], entranceAreas: [],
  };
}

/** A catalog file's valid courses and its rejected rows (line and reason, in the course rules' words). */
export function parseCatalogFile(format: ImportFormat, text: string): { courses: CourseFields[]; rejected: RejectedRow[] } {
  const oneRoster = format === 'ONEROSTER_COURSES';
  const read = readCsv(text, oneRoster ? ONEROSTER_COLUMNS : CATALOG_COLUMNS);
  const rows = read.rows;
  const rejected: RejectedRow[] = read.rejected.map(({ line, reason, reasonText }) => ({ line, reason, reasonTexts: [reasonText] }));
  const reject = (line: number, code: CourseImportReasonCode, values?: Record<string, number>) => {
    const { reason, reasonText } = courseImportReason(code, values);
    rejected.push({ line, reason, reasonTexts: [reasonText] });
  };
  const courses: CourseFields[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const raw = oneRoster ? oneRosterRow(row) : catalogRow(row);
    if (raw && typeof raw === 'object' && 'skip' in raw) { reject(row.line, raw.skip as CourseImportReasonCode); continue; }
    const parsed = courseFieldsSchema.safeParse(raw);
    if (!parsed.success) { rejected.push({ line: row.line, ...courseRulesReason(parsed.error.issues.map((i) => i.message)) }); continue; }
    const first = seen.get(parsed.data.code);
    if (first !== undefined) { reject(row.line, 'DUPLICATE_CODE', { line: first }); continue; }
    seen.set(parsed.data.code, row.line);
    courses.push(parsed.data);
  }
  return { courses, rejected: rejected.sort((a, b) => a.line - b.line) };
}
