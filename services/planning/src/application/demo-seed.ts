import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger } from '@counsel/kit';
import { parseCatalogFile } from '../domain/catalog-file.js';
import type { CatalogCourse } from '../domain/course.js';
import type { Plan, PlanEntry, PlanHistoryEntry, PlanStatus, Term } from '../domain/plan.js';
import type { RequirementSet } from '../domain/requirement-set.js';
import type { StudentRecord } from '../domain/student.js';
import type { PlanningStore } from '../ports/planning-store.js';
import type { PlanChecks } from './plan-checks.js';
import { planChangedEvent } from './plan-events.js';

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const COUNSELOR = DEMO_USERS.find((u) => u.role === 'counselor')!;
export const DEMO_GRADUATION_SET_ID = 'demo-graduation';

/** The demo school's graduation requirements (a typical California district's, above the state minimum). */
const GRADUATION: Omit<RequirementSet, 'updatedAt'> = {
  id: DEMO_GRADUATION_SET_ID, schoolId: DEFAULT_SCHOOL_ID, name: 'Lakeside High School graduation requirements', kind: 'GRADUATION',
  source: 'Lakeside Unified School District board policy (demo data)', builtIn: false, unit: 'credit', minimumMark: null,
  minimumTotalCredits: 22, minimumGpa: null, earlyCore: null,
  requirements: [
    { key: 'english', label: 'English', areas: ['sced:01'], credits: 4, courseCodes: [] },
    { key: 'math', label: 'Mathematics', areas: ['sced:02'], credits: 3, courseCodes: [] },
    { key: 'science', label: 'Science', areas: ['sced:03'], credits: 3, courseCodes: [] },
    { key: 'social', label: 'Social sciences', areas: ['sced:04'], credits: 3, courseCodes: [] },
    { key: 'arts-language', label: 'Visual and performing arts or world language', areas: ['sced:05', 'sced:24'], credits: 1, courseCodes: [] },
    { key: 'pe', label: 'Physical education', areas: ['sced:08'], credits: 2, courseCodes: [] },
    { key: 'health', label: 'Health', areas: [], credits: 0, courseCodes: ['HLTH'] },
  ],
};

type Row = [code: string, grade: number, mark: string | null, term?: Term];
/** Maya (grade 12): grades 9–11 done, grade 12 planned; every set met. */
const MAYA_PLAN: Row[] = [
  ['HENG9', 9, 'A'], ['HGEOM', 9, 'A'], ['HBIO', 9, 'A'], ['WGEO', 9, 'A'], ['SPA1', 9, 'A'], ['PE9', 9, 'A'], ['ART1', 9, 'A'], ['HLTH', 9, 'A', 'FALL'],
  ['HENG10', 10, 'A'], ['HALG2', 10, 'A'], ['HCHEM', 10, 'A-'], ['WHIST', 10, 'A'], ['SPA2', 10, 'A'], ['PE10', 10, 'A'], ['APCSA', 10, 'A'],
  ['APLANG', 11, 'A-'], ['HPRECALC', 11, 'A'], ['APCHEM', 11, 'A'], ['APUSH', 11, 'A'], ['SPA3', 11, 'A'], ['ROBO', 11, 'A'],
  ['APLIT', 12, null], ['APCALCBC', 12, null], ['APPHYSC', 12, null], ['GOV', 12, null, 'FALL'], ['ECON', 12, null, 'SPRING'], ['HSPA4', 12, null],
];
/** Jordan (grade 11): grades 9–10 done, 11–12 planned; no language other than English, which a-g needs two years of. */
const JORDAN_PLAN: Row[] = [
  ['ENG9', 9, 'B'], ['ALG1', 9, 'B-'], ['BIO', 9, 'B'], ['WGEO', 9, 'B+'], ['ART1', 9, 'A'], ['PE9', 9, 'A'], ['HLTH', 9, 'A', 'FALL'],
  ['ENG10', 10, 'B+'], ['GEOM', 10, 'C+'], ['CHEM', 10, 'C'], ['WHIST', 10, 'B'], ['DRAW', 10, 'A'], ['PE10', 10, 'A'],
  ['HENG11', 11, null], ['ALG2', 11, null], ['USHIST', 11, null], ['APART2D', 11, null], ['THEA1', 11, null], ['CER', 11, null],
  ['ENG12', 12, null], ['PRECALC', 12, null], ['GOV', 12, null, 'FALL'], ['ECON', 12, null, 'SPRING'], ['APPSYCH', 12, null], ['ANAT', 12, null],
];

/** The demo school's catalog (data/demo-catalog.csv, also the catalog CSV's example) and graduation requirements; once. */
export async function seedDemoCatalog(store: PlanningStore, log: Logger): Promise<void> {
  if ((await store.catalog.courses(DEFAULT_SCHOOL_ID)).length > 0) return;
  const text = readFileSync(new URL('../../data/demo-catalog.csv', import.meta.url), 'utf8');
  const at = new Date().toISOString();
  const courses: CatalogCourse[] = parseCatalogFile('CATALOG_CSV', text).courses.map((c) => ({ ...c, id: randomUUID(), schoolId: DEFAULT_SCHOOL_ID, updatedAt: at }));
  await store.write((w) => {
    for (const c of courses) w.catalog.saveCourse(c);
    w.sets.save({ ...GRADUATION, updatedAt: at });
  });
  log.info({ courses: courses.length }, 'demo catalog and graduation requirements seeded');
}

/** Maya's approved plan and Jordan's submitted one, once each, when their profiles reach planning. */
export async function seedDemoPlan(store: PlanningStore, checks: PlanChecks, student: StudentRecord): Promise<void> {
  const rows = student.studentId === MAYA ? MAYA_PLAN : student.studentId === JORDAN ? JORDAN_PLAN : null;
  if (!rows || await store.plans.get(student.studentId)) return;
  const rules = await checks.rulesOf(student.schoolId);
  const byCode = new Map([...rules.catalog.values()].map((c) => [c.code, c]));
  if (byCode.size === 0) return;
  const entries: PlanEntry[] = rows.flatMap(([code, grade, mark, term]) => {
    const c = byCode.get(code);
    return c ? [{ courseId: c.id, code, title: c.title, credits: c.credits, subjectArea: c.subjectArea, grade, term: term ?? 'FULL_YEAR', state: mark ? 'COMPLETED' : 'PLANNED', mark } as PlanEntry] : [];
  });
  const approved = student.studentId === MAYA;
  const now = Date.now();
  const day = (n: number) => new Date(now - n * 86_400_000).toISOString();
  const studentName = [student.firstName, student.lastName].filter(Boolean).join(' ');
  const counselorName = `${COUNSELOR.firstName} ${COUNSELOR.lastName}`;
  const status: PlanStatus = approved ? 'APPROVED' : 'SUBMITTED';
  const plan: Plan = {
    studentId: student.studentId, schoolId: student.schoolId, status, entries, ...checks.evaluate(entries, rules, student.grade),
    submittedAt: day(approved ? 9 : 1), reviewedAt: approved ? day(8) : null, updatedAt: day(approved ? 8 : 1),
  };
  const history: PlanHistoryEntry[] = [
    { at: day(approved ? 10 : 2), actorUserId: student.userId, actorName: studentName, action: 'saved', detail: `${entries.length} courses` },
    { at: plan.submittedAt!, actorUserId: student.userId, actorName: studentName, action: 'submitted', detail: `${entries.length} courses` },
    ...(approved ? [{ at: day(8), actorUserId: COUNSELOR.id, actorName: counselorName, action: 'approved', detail: 'On track for graduation, a-g and NCAA. Keep Spanish through senior year.' }] : []),
  ];
  await store.write((w) => {
    w.plans.save(plan);
    for (const h of history) w.plans.addHistory(student.studentId, h);
    if (approved) w.plans.addComment(student.studentId, { id: randomUUID(), authorUserId: COUNSELOR.id, authorName: counselorName, text: history[2].detail!, createdAt: day(8) });
  }, [planChangedEvent(plan, student)]);
  checks.committed();
}
