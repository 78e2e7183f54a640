import type { Application, CuratedDeadline } from './application.js';
import type { College } from './college.js';
import { deadlineInForce, type DeadlineSource } from './deadline-in-force.js';
import { fitFor, type CollegeHistory, type Fit, type Scores } from './fit.js';
import { flagsFor, isLiveBinding, type Flag } from './flags.js';
import { lettersFor, lettersMissing, trackedByPortal, type LetterRequestCopy, type PortalLetter } from './letters.js';
import { missingMaterials } from './materials.js';

/** An application with what is derived from it: the deadline in force, what is missing, fit and flags. */
export interface ApplicationView extends Application {
  deadline: string | null;
  deadlineSource: DeadlineSource;
  missing: string[];
  fit: Fit;
  flags: Flag[];
  /** The catalog's college when it was at hand (null: not in the catalog). */
  catalogCollege: College | null;
  /** The portal's letter requests that cover this application (read-only: the letters service sets their state). */
  letters: PortalLetter[];
  /** Of those, requested or accepted and not submitted yet. */
  lettersMissing: number;
}

/** Curated dates by college, cycle and plan. */
export class CuratedIndex {
  private readonly byKey = new Map<string, string>();
  constructor(deadlines: readonly Pick<CuratedDeadline, 'collegeId' | 'cycle' | 'plan' | 'date'>[]) {
    for (const d of deadlines) this.byKey.set(`${d.collegeId}|${d.cycle}|${d.plan}`, d.date);
  }
  date(collegeId: string, cycle: number, plan: string): string | undefined {
    return this.byKey.get(`${collegeId}|${cycle}|${plan}`);
  }
}

export interface ViewContext {
  scores: Scores & { gpa?: number | null };
  /** The student's school's history at a college (none: the catalog's fit only). */
  history?: (collegeId: string) => CollegeHistory;
  colleges: ReadonlyMap<string, College>;
  curated: CuratedIndex;
  /** YYYY-MM-DD */
  today: string;
  /** The students' letter requests (the letters service's copies), by student; none when absent. */
  letters?: ReadonlyMap<string, readonly LetterRequestCopy[]>;
}

/** One application seen with the student's live binding count (the whole list's, this one included). */
export function viewOf(a: Application, liveBindingCount: number, c: ViewContext): ApplicationView {
  const { deadline, source } = deadlineInForce(a.ownDeadline, a.plan, (plan) => c.curated.date(a.collegeId, a.cycle, plan));
  const college = c.colleges.get(a.collegeId) ?? null;
  const letters = lettersFor(a.id, c.letters?.get(a.studentId) ?? []);
  // A recommender the portal tracks is never ticked by hand: the request's state replaces a label of the same name.
  const materials = letters.length ? { ...a.materials, recommendations: a.materials.recommendations.filter((r) => !trackedByPortal(r.name, letters)) } : a.materials;
  return {
    ...a,
    materials,
    deadline,
    deadlineSource: source,
    missing: missingMaterials(materials, letters),
    fit: fitFor(c.scores, college, c.history?.(a.collegeId)),
    flags: flagsFor(a, deadline, liveBindingCount, c.today),
    catalogCollege: college,
    letters,
    lettersMissing: lettersMissing(letters),
  };
}

/** A student's whole list, each application with its flags (two binding applications flag each other). */
export function viewList(apps: readonly Application[], c: ViewContext): ApplicationView[] {
  const binding = apps.filter(isLiveBinding).length;
  return apps.map((a) => viewOf(a, binding, c));
}

/** A list in the order students and counselors read it: by deadline (unknown last), then college name. */
export function byDeadline(a: ApplicationView, b: ApplicationView): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return a.deadline < b.deadline ? -1 : 1;
  }
  return a.collegeName.localeCompare(b.collegeName);
}
