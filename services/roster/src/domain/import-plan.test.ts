import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { planImport, type ImportPlan, type PlanRef, type RosterSnapshot, type SnapshotPerson } from './import-plan.js';
import type { ParsedRoster, RosterPersonRecord, RosterSchoolRecord } from './roster-record.js';
import { parseRosterFile } from './roster-file/index.js';

const school = (sourcedId: string, name: string, ncesId: string | null = null, line = 2): RosterSchoolRecord =>
  ({ file: 'orgs.csv', line, sourcedId, name, ncesId, city: null, state: null });
let line = 1;
const person = (sourcedId: string, o: Partial<RosterPersonRecord> = {}): RosterPersonRecord => ({
  file: 'users.csv', line: ++line, sourcedId, role: 'student', firstName: 'First', lastName: sourcedId.toUpperCase(),
  email: `${sourcedId}@x.org`, schoolSourcedIds: ['s1'], grade: '10', counselorEmail: null, active: true, ...o,
});
const parsed = (people: RosterPersonRecord[], schools = [school('s1', 'North High')], rejected: ParsedRoster['rejected'] = []): ParsedRoster =>
  ({ schools, people, rejected });
const empty: RosterSnapshot = { schools: [], people: [] };
const district = (people: SnapshotPerson[], schools = [{ id: 'S1', sourcedId: 's1', ncesId: null, name: 'North High', archived: false }]): RosterSnapshot =>
  ({ schools, people });
const existing = (id: string, o: Partial<SnapshotPerson> = {}): SnapshotPerson => ({
  id, sourcedId: id.toLowerCase(), role: 'student', email: `${id.toLowerCase()}@x.org`, firstName: 'First', lastName: id,
  schoolIds: ['S1'], grade: '10', counselorId: null, active: true, ...o,
});
const action = (plan: ImportPlan, sourcedId: string) => plan.people.find((p) => p.sourcedId === sourcedId)?.action;
const reasons = (plan: ImportPlan) => plan.rejected.map((r) => r.reason);

/**
 * What apply does with a plan, in memory: enough to check that re-planning the same file against the result
 * finds nothing to do. (The service's apply is tested on its store; this is the planner's half of the contract.)
 */
function applyPlan(plan: ImportPlan, before: RosterSnapshot): RosterSnapshot {
  let n = 0;
  const schools = before.schools.map((s) => ({ ...s }));
  const schoolId = new Map<string, string>();
  for (const s of plan.schools) {
    if (s.action === 'create') {
      const id = `new-school-${++n}`;
      schools.push({ id, sourcedId: s.record.sourcedId, ncesId: s.record.ncesId, name: s.record.name, archived: false });
    } else {
      Object.assign(schools.find((x) => x.id === s.id)!, { name: s.record.name, sourcedId: s.record.sourcedId }, s.record.ncesId ? { ncesId: s.record.ncesId } : {});
    }
  }
  for (const s of schools) if (s.sourcedId) schoolId.set(s.sourcedId, s.id);
  const people = new Map(before.people.map((p) => [p.id, { ...p }]));
  const idOf = new Map<string, string>();
  for (const p of plan.people) if (p.id) idOf.set(p.sourcedId, p.id);
  for (const p of plan.people) if (!p.id) idOf.set(p.sourcedId, `new-person-${++n}`);
  const resolveSchool = (r: PlanRef) => r.id ?? schoolId.get(r.sourcedId!)!;
  for (const p of plan.people) {
    const id = idOf.get(p.sourcedId)!;
    const was = people.get(id);
    if (p.action === 'deactivate') { was!.active = false; continue; }
    people.set(id, {
      id, sourcedId: p.sourcedId, role: p.role, email: p.email, firstName: p.firstName, lastName: p.lastName,
      schoolIds: p.schools.map(resolveSchool), grade: p.grade, active: p.active,
      counselorId: p.counselor ? (p.counselor.id ?? idOf.get(p.counselor.sourcedId!)!) : (was?.counselorId ?? null),
    });
  }
  return { schools, people: [...people.values()] };
}

describe('planImport', () => {
  it('creates schools and people the district does not have, staff before students', () => {
    const plan = planImport(parsed([
      person('st1', { counselorEmail: 'co1@x.org' }),
      person('co1', { role: 'counselor', grade: null }),
      person('ad1', { role: 'admin', grade: null, schoolSourcedIds: [] }),
    ]), empty);
    expect(plan.schools).toEqual([expect.objectContaining({ action: 'create', id: null, record: expect.objectContaining({ sourcedId: 's1' }) })]);
    expect(plan.people.map((p) => [p.sourcedId, p.action])).toEqual([['co1', 'create'], ['ad1', 'create'], ['st1', 'create']]);
    const st1 = plan.people[2];
    expect(st1.schools).toEqual([{ id: null, sourcedId: 's1' }]);
    expect(st1.counselor).toEqual({ id: null, sourcedId: 'co1' });
    expect(plan.counts).toEqual({ create: 3, update: 0, unchanged: 0, deactivate: 0, rejected: 0 });
  });

  it('leaves people as they are when nothing changed, and updates what did, field by field', () => {
    const now = district([existing('A'), existing('B'), existing('C', { active: false })]);
    const plan = planImport(parsed([
      person('a', { firstName: 'First', lastName: 'A' }),
      person('b', { firstName: 'First', lastName: 'B', grade: '11', email: 'b.new@x.org' }),
      person('c', { firstName: 'First', lastName: 'C' }),
    ]), now);
    expect(plan.people.map((p) => [p.sourcedId, p.action, p.changed])).toEqual([
      ['a', 'unchanged', []], ['b', 'update', ['email', 'grade']], ['c', 'update', ['active']],
    ]);
    expect(plan.people[1].id).toBe('B');
    expect(plan.schools).toEqual([]);
    expect(plan.counts).toMatchObject({ update: 2, unchanged: 1 });
  });

  it('updates a staff member\'s schools, and a student\'s school and counselor, leaving the counselor alone when the file names none', () => {
    const schools = [{ id: 'S1', sourcedId: 's1', ncesId: null, name: 'North High', archived: false }, { id: 'S2', sourcedId: 's2', ncesId: null, name: 'South High', archived: false }];
    const now = district([
      existing('CO', { role: 'counselor', grade: null, schoolIds: ['S1'] }),
      existing('A', { counselorId: 'OLD' }), existing('B', { counselorId: 'OLD' }),
    ], schools);
    const plan = planImport(parsed([
      person('co', { role: 'counselor', grade: null, lastName: 'CO', schoolSourcedIds: ['s1', 's2'] }),
      person('a', { lastName: 'A', schoolSourcedIds: ['s2'], counselorEmail: 'co@x.org' }),
      person('b', { lastName: 'B' }),
    ], [school('s1', 'North High'), school('s2', 'South High')]), now);
    expect(plan.people.map((p) => [p.sourcedId, p.action, p.changed])).toEqual([
      ['co', 'update', ['schools']], ['a', 'update', ['schools', 'counselor']], ['b', 'unchanged', []],
    ]);
    expect(plan.people[0].schools).toEqual([{ id: 'S1', sourcedId: 's1' }, { id: 'S2', sourcedId: 's2' }]);
    expect(plan.people[1].counselor).toEqual({ id: 'CO', sourcedId: 'co' });
    expect(plan.people[2].counselor).toBeNull();
  });

  it('treats a renamed student as an update of the same person (keyed by source id, not name or email)', () => {
    const plan = planImport(parsed([person('a', { firstName: 'Alexandra', lastName: 'Quinn-Park', email: 'aqp@x.org' })]), district([existing('A')]));
    expect(plan.people).toEqual([expect.objectContaining({ action: 'update', id: 'A', changed: ['firstName', 'lastName', 'email'] })]);
    expect(plan.counts).toMatchObject({ create: 0, update: 1 });
  });

  it('deactivates imported people absent from the file or inactive in it, never hand-made accounts or rejected rows', () => {
    const now = district([
      existing('GONE'), existing('OFF'), existing('ALREADY', { active: false }),
      existing('SELF', { sourcedId: null }), existing('BADROW'),
    ]);
    const plan = planImport(parsed(
      [person('off', { active: false, firstName: 'First', lastName: 'OFF' }), person('ghost', { active: false })],
      undefined,
      [{ file: 'users.csv', line: 9, reason: 'invalid email "x"', sourcedId: 'badrow' }],
    ), now);
    expect(plan.people.map((p) => [p.sourcedId, p.action])).toEqual([['off', 'deactivate'], ['gone', 'deactivate']]);
    expect(plan.people.every((p) => !p.active && p.changed.join() === 'active')).toBe(true);
    expect(plan.people[1]).toMatchObject({ id: 'GONE', file: null, line: null, schools: [{ id: 'S1', sourcedId: null }] });
    expect(plan.skippedInactive).toBe(1);
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 0, deactivate: 2, rejected: 1 });
  });

  it('links an account without a source id that has the same email instead of duplicating it', () => {
    const plan = planImport(parsed([person('a')]), district([existing('SELF', { sourcedId: null, email: 'a@x.org', lastName: 'A' })]));
    expect(plan.people).toEqual([expect.objectContaining({ action: 'update', id: 'SELF', changed: ['sourcedId'] })]);
  });

  it('matches existing schools by source id, NCES id or name, and updates what differs', () => {
    const now = district([], [
      { id: 'S1', sourcedId: 's1', ncesId: null, name: 'North High', archived: false },
      { id: 'S2', sourcedId: null, ncesId: '990000100002', name: 'South', archived: false },
      { id: 'S3', sourcedId: null, ncesId: null, name: 'East  high', archived: false },
    ]);
    const plan = planImport(parsed([], [
      school('s1', 'North High School'), school('s2', 'South High', '990000100002'), school('s3', 'East High'), school('s4', 'West High'),
    ]), now);
    expect(plan.schools.map((s) => [s.record.sourcedId, s.action, s.id, s.changed])).toEqual([
      ['s1', 'update', 'S1', ['name']],
      ['s2', 'update', 'S2', ['name', 'sourcedId']],
      ['s3', 'update', 'S3', ['name', 'sourcedId']],
      ['s4', 'create', null, []],
    ]);
  });

  describe('rejects, with the row and a reason', () => {
    const co = existing('CO', { role: 'counselor', grade: null, email: 'co@x.org' });

    it('keeps the file\'s own rejections', () => {
      const plan = planImport(parsed([], undefined, [{ file: 'roster.csv', line: 4, reason: 'missing email' }]), empty);
      expect(plan.rejected).toEqual([{ file: 'roster.csv', line: 4, reason: 'missing email' }]);
      expect(plan.counts.rejected).toBe(1);
    });

    it('an email another person of the district already uses', () => {
      const plan = planImport(parsed([person('new', { email: 'b@x.org' })]), district([existing('B')]));
      expect(plan.rejected).toEqual([expect.objectContaining({ line: expect.any(Number), reason: 'email b@x.org is already used by another person (id b)', sourcedId: 'new' })]);
      expect(action(plan, 'new')).toBeUndefined();
      // B is absent from this file, so B is deactivated, but keeps their email: still a conflict.
      expect(action(plan, 'b')).toBe('deactivate');
    });

    it('but not when that person moves to another email in the same file', () => {
      const plan = planImport(parsed([person('new', { email: 'b@x.org' }), person('b', { email: 'b2@x.org', lastName: 'B' })]), district([existing('B')]));
      expect(plan.rejected).toEqual([]);
      expect(plan.people.map((p) => [p.sourcedId, p.action])).toEqual([['new', 'create'], ['b', 'update']]);
    });

    it('an email change onto an account that is not imported', () => {
      const plan = planImport(parsed([person('a', { email: 'self@x.org', lastName: 'A' })]), district([existing('A'), existing('SELF', { sourcedId: null })]));
      expect(reasons(plan)).toEqual(['email self@x.org is already used by another person']);
      expect(action(plan, 'a')).toBeUndefined();
    });

    it('a role change', () => {
      const plan = planImport(parsed([person('co', { role: 'student', email: 'co@x.org' })]), district([co]));
      expect(reasons(plan)).toEqual(['co@x.org is a counselor in the district, not a student; an import does not change roles']);
    });

    it('a school that is archived', () => {
      const plan = planImport(parsed([person('a')]), district([], [{ id: 'S1', sourcedId: 's1', ncesId: null, name: 'North High', archived: true }]));
      expect(reasons(plan)).toEqual(['school North High is archived']);
      expect(plan.schools).toEqual([]);
    });

    it('a school the file does not list', () => {
      const plan = planImport(parsed([person('a', { schoolSourcedIds: ['nowhere'] })]), empty);
      expect(reasons(plan)).toEqual(['unknown school nowhere']);
    });

    it('an unknown counselor email', () => {
      const plan = planImport(parsed([person('a', { counselorEmail: 'who@x.org' })]), empty);
      expect(reasons(plan)).toEqual(['unknown counselor email who@x.org (not in the file or the district)']);
    });

    it('a counselor email that is not a counselor\'s', () => {
      const plan = planImport(parsed([person('a', { counselorEmail: 'ad@x.org' })]), district([existing('AD', { role: 'admin', sourcedId: null })]));
      expect(reasons(plan)).toEqual(['counselor email ad@x.org belongs to an admin, not a counselor']);
    });

    it('a counselor of the file who is inactive, or at another school', () => {
      const plan = planImport(parsed([
        person('c1', { role: 'counselor', grade: null, active: false, lastName: 'C1' }),
        person('c2', { role: 'counselor', grade: null, schoolSourcedIds: ['s2'] }),
        person('a', { counselorEmail: 'c1@x.org' }),
        person('b', { counselorEmail: 'c2@x.org' }),
      ], [school('s1', 'North High'), school('s2', 'South High')]), district([existing('C1', { role: 'counselor', grade: null })]));
      expect(reasons(plan)).toEqual(['counselor c1@x.org is inactive in the file', 'counselor c2@x.org is not assigned to the student\'s school']);
    });

    it('a counselor of the district who is inactive, at another school, or about to be deactivated', () => {
      const now = district([
        existing('OFF', { role: 'counselor', grade: null, sourcedId: null, active: false }),
        existing('FAR', { role: 'counselor', grade: null, sourcedId: null, schoolIds: ['S2'] }),
        existing('LEAVING', { role: 'counselor', grade: null }),
        { ...co, sourcedId: null },
      ]);
      const plan = planImport(parsed([
        person('a', { counselorEmail: 'off@x.org' }), person('b', { counselorEmail: 'far@x.org' }),
        person('c', { counselorEmail: 'leaving@x.org' }), person('d', { counselorEmail: 'co@x.org' }),
      ]), now);
      expect(reasons(plan)).toEqual([
        'counselor off@x.org is inactive', 'counselor far@x.org is not assigned to the student\'s school',
        'counselor leaving@x.org is not in this file and would be deactivated',
      ]);
      expect(plan.people.find((p) => p.sourcedId === 'd')).toMatchObject({ action: 'create', counselor: { id: 'CO', sourcedId: null } });
    });

    it('a student whose counselor\'s row was rejected', () => {
      const plan = planImport(parsed([
        person('c1', { role: 'counselor', grade: null, email: 'b@x.org' }),
        person('a', { counselorEmail: 'b@x.org' }),
      ]), district([existing('B')]));
      expect(reasons(plan)).toEqual([
        'email b@x.org is already used by another person (id b)',
        expect.stringMatching(/^counselor b@x.org was rejected \(line \d+\)$/),
      ]);
    });
  });

  it('is idempotent: the same file planned against the state after applying it is all unchanged', () => {
    const file = parsed([
      person('co', { role: 'counselor', grade: null }),
      person('a', { counselorEmail: 'co@x.org' }),
      person('b', { schoolSourcedIds: ['s2'] }),
      person('self'),
    ], [school('s1', 'North High', '990000100001'), school('s2', 'South High')]);
    const before = district([existing('GONE'), existing('SELF', { sourcedId: null, lastName: 'Old' })], [{ id: 'S1', sourcedId: null, ncesId: '990000100001', name: 'North', archived: false }]);
    const first = planImport(file, before);
    expect(first.counts).toEqual({ create: 3, update: 1, unchanged: 0, deactivate: 1, rejected: 0 });
    const again = planImport(file, applyPlan(first, before));
    expect(again.schools).toEqual([]);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 4, deactivate: 0, rejected: 0 });
  });

  it('imports the committed sample into an empty district, and finds nothing to do the second time', async () => {
    const sample = fileURLToPath(new URL('../../../../data/sample-roster/sample-oneroster.zip', import.meta.url));
    const file = await parseRosterFile('ONEROSTER_ZIP', { path: sample });
    const first = planImport(file, empty);
    expect(first.counts).toEqual({ create: 340, update: 0, unchanged: 0, deactivate: 0, rejected: 0 });
    expect(first.schools).toHaveLength(3);
    const after = applyPlan(first, empty);
    expect(planImport(file, after).counts).toEqual({ create: 0, update: 0, unchanged: 340, deactivate: 0, rejected: 0 });
    // The Counsel CSV of the same people (same ids) matches them all, schools by NCES id.
    const csv = await parseRosterFile('COUNSEL_CSV', { path: sample.replace('sample-oneroster.zip', 'sample-counsel.csv') });
    const viaCsv = planImport(csv, after);
    expect(viaCsv.counts).toEqual({ create: 0, update: 0, unchanged: 340, deactivate: 0, rejected: 0 });
    expect(viaCsv.schools.map((s) => s.changed)).toEqual([['sourcedId'], ['sourcedId'], ['sourcedId']]);
  });
});
