import type { District } from './district.js';
import type { ReportName, ReportRow } from '../../src/domain/reports.js';

const TODAY = '2026-11-20';
const SUBMITTED = new Set(['submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined']);
const ADMITTED = new Set(['admitted', 'enrolled']);

export interface Scope { schools: string[] | 'all'; classYear: number | null; counselor?: string }

/** Each figure counted straight from the district's final state, with no code of the service's. */
export function direct(d: District, name: ReportName, sc: Scope): Record<string, number[]> {
  const classYear = name === 'seniors-applying' ? sc.classYear ?? 2027 : sc.classYear;
  const inScope = [...d.students.values()].filter((s) => s.status === 'active' && (sc.schools === 'all' || sc.schools.includes(s.schoolId))
    && (classYear === null || s.classYear === classYear) && (!sc.counselor || s.counselorUserId === sc.counselor));
  const ids = new Set(inScope.map((s) => s.studentId));
  const apps = inScope.flatMap((s) => (d.apps.get(s.studentId) ?? []).map((a) => ({ ...a, schoolId: s.schoolId })));
  const count = <T>(xs: T[], by: (x: T) => string | null) => {
    const out: Record<string, number[]> = {};
    for (const x of xs) { const k = by(x); if (k !== null) (out[k] ??= [0])[0] += 1; }
    return out;
  };
  const fixed = (keys: string[], counts: Record<string, number[]>) => Object.fromEntries(keys.map((k) => [k, counts[k] ?? [0]]));
  switch (name) {
    case 'seniors-applying': {
      const withApp = inScope.filter((s) => (d.apps.get(s.studentId) ?? []).length > 0).length;
      return { with_application: [withApp], without_application: [inScope.length - withApp] };
    }
    case 'submissions': return fixed(['submitted', 'missed'], count(apps.filter((a) => a.deadline && a.deadline < TODAY), (a) => (SUBMITTED.has(a.status) ? 'submitted' : 'missed')));
    case 'admitted-by-college': return count(apps.filter((a) => ADMITTED.has(a.status)), (a) => a.collegeId);
    case 'admitted-by-school': return count(apps.filter((a) => ADMITTED.has(a.status)), (a) => a.schoolId);
    case 'tasks': {
      const rows = [...d.tasks.values()].flatMap((t) => [...t.done].filter(([s]) => ids.has(s)).map(([, done]) => ({ done, due: t.dueDate })));
      return fixed(['done', 'overdue', 'open'], count(rows, (r) => (r.done ? 'done' : r.due < TODAY ? 'overdue' : 'open')));
    }
    case 'letters-outstanding': return fixed(['requested', 'accepted', 'submitted'], count([...d.letters.values()].filter((l) => ids.has(l.studentId)), (l) => (['requested', 'accepted', 'submitted'].includes(l.state) ? l.state : null)));
    case 'plans-off-track': return fixed(['off_track', 'at_risk', 'on_track'], count([...d.plans].filter(([s]) => ids.has(s)), ([, t]) => t.toLowerCase()));
    case 'meetings-per-counselor': {
      const out: Record<string, number[]> = {};
      for (const m of d.meetings.values()) if (!m.cancelled && ids.has(m.studentId)) (out[m.counselorUserId] ??= [0, 0])[0] += 1;
      for (const s of inScope) if (s.counselorUserId) (out[s.counselorUserId] ??= [0, 0])[1] += 1;
      return out;
    }
    case 'sign-ins-per-week': {
      const users = new Set(inScope.map((s) => s.userId));
      const staff = sc.schools === 'all' && sc.classYear === null;
      return count(d.signIns.filter((x) => (x.role === 'student' ? users.has(x.userId) : staff)), (x) => x.week);
    }
    case 'funnel': {
      const has = (s: { studentId: string }, ok: (status: string) => boolean) => (d.apps.get(s.studentId) ?? []).some((a) => ok(a.status));
      return {
        researching: [inScope.filter((s) => has(s, () => true)).length],
        submitted: [inScope.filter((s) => has(s, (x) => SUBMITTED.has(x))).length],
        admitted: [inScope.filter((s) => has(s, (x) => ADMITTED.has(x))).length],
      };
    }
  }
}

export const asRecord = (rows: ReportRow[]) => Object.fromEntries(rows.map((r) => [r.key, r.values]));

