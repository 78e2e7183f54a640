import { pino } from 'pino';
import { OutboxEvents, openSqlite, RecordReads, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import { Subjects, type EventEnvelope, type ProfileUpserted } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { applicationsMigrations } from '../../src/adapters/sqlite/applications-migrations.js';
import { SqliteApplicationsStore } from '../../src/adapters/sqlite/sqlite-applications-store.js';
import { ApplicationsService } from '../../src/application/applications.service.js';
import { BoardService } from '../../src/application/board.service.js';
import { CalendarFeedsService } from '../../src/application/calendar-feeds.service.js';
import { CollegesEvents } from '../../src/application/colleges-events.js';
import { DeadlinesService } from '../../src/application/deadlines.service.js';
import { HistoryCopies } from '../../src/application/history-copies.js';
import { LetterCopies } from '../../src/application/letter-copies.js';
import { ListReads } from '../../src/application/list-reads.js';
import { RecordsService } from '../../src/application/records.service.js';
import { StudentDirectory } from '../../src/application/student-directory.js';
import { StudentLock } from '../../src/application/student-lock.js';
import type { College } from '../../src/domain/college.js';
import type { StudentRecord } from '../../src/domain/student-record.js';
import type { ApplicationsStore } from '../../src/ports/applications-store.js';
import type { CatalogReader } from '../../src/ports/catalog-reader.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[], names: [string, string] | null = null): Principal => ({
  userId, email: `${userId}@example.org`, firstName: names?.[0] ?? null, lastName: names?.[1] ?? null, role, sessionId: `s-${userId}`,
  ...(schoolIds ? { schoolIds } : {}),
});

/** A college as the catalog answers it (figures default to unknown). */
export const college = (unitid: string, name: string, over: Partial<College> = {}): College => ({
  unitid, name, city: 'Springfield', state: 'IL', zip: null, url: null, control: 'NONPROFIT', predominantDegree: null, highestDegree: null, locale: null,
  undergrads: null, admissionRate: null, satReading25: null, satReading75: null, satMath25: null, satMath75: null, satAverage: null, act25: null, act75: null,
  testPolicy: 'REQUIRED', netPrice: null, costOfAttendance: null, tuitionInState: null, tuitionOutOfState: null, completionRate4yr: null, retentionRate: null,
  pellShare: null, hbcu: false, religiousAffiliation: null, latitude: null, longitude: null, ...over,
});

/** A few real colleges (College Scorecard figures) and some made up for the boundaries. */
export const COLLEGES: College[] = [
  college('166683', 'Massachusetts Institute of Technology', { city: 'Cambridge', state: 'MA', admissionRate: 0.0411, testPolicy: 'REQUIRED' }),
  college('243780', 'Purdue University-Main Campus', { city: 'West Lafayette', state: 'IN', admissionRate: 0.6881, satReading25: 590, satReading75: 690, satMath25: 600, satMath75: 740, act25: 26, act75: 33 }),
  college('139755', 'Georgia Institute of Technology-Main Campus', { city: 'Atlanta', state: 'GA', admissionRate: 0.1596, satReading25: 630, satReading75: 730, satMath25: 680, satMath75: 770, act25: 30, act75: 34 }),
  college('110635', 'University of California-Berkeley', { city: 'Berkeley', state: 'CA', admissionRate: 0.1444, testPolicy: 'NOT_RECOMMENDED' }),
  college('227757', 'Rice University', { city: 'Houston', state: 'TX', admissionRate: 0.0948 }),
  college('170976', 'University of Michigan-Ann Arbor', { city: 'Ann Arbor', state: 'MI', admissionRate: 0.2015, testPolicy: 'CONSIDERED' }),
];

/** The catalog's reader over a fixed set (the catalog half has its own tests; the lists only read colleges by id). */
export class FixedCatalog implements CatalogReader {
  private readonly byId: Map<string, College>;
  constructor(colleges: readonly College[] = COLLEGES) { this.byId = new Map(colleges.map((c) => [c.unitid, c])); }
  async get(unitid: string) { return this.byId.get(unitid) ?? null; }
  async getMany(unitids: readonly string[]) {
    return new Map(unitids.flatMap((id) => (this.byId.has(id) ? [[id, this.byId.get(id)!] as const] : [])));
  }
}

export function profileEvent(s: Partial<StudentRecord> & { studentId: string; userId: string }): ProfileUpserted {
  return {
    studentId: s.studentId, userId: s.userId, schoolId: s.schoolId ?? null, status: s.status ?? 'active', counselorUserId: s.counselorUserId ?? null,
    profile: {
      firstName: s.firstName ?? 'Ana', lastName: s.lastName ?? 'Lopez', email: null, dateOfBirth: null, siblings: null, gpa: s.gpa ?? null,
      satScore: s.satScore ?? null, actScore: s.actScore ?? null, classRank: null, grade: s.grade ?? '12', highSchoolName: null, highSchoolLocation: null,
      apIbHonors: null, activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [],
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

/** The lists on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testLists(today = '2026-11-20') {
  const store = new SqliteApplicationsStore(openSqlite(':memory:', 'colleges', applicationsMigrations));
  return { ...(await listsOver(store, today)), store };
}

/** The lists over a store already opened (either adapter) and the in-memory durable bus, with a clock the test sets. */
export async function listsOver(store: ApplicationsStore, today = '2026-11-20') {
  const bus = await OutageBus.open();
  const clock = { now: new Date(`${today}T15:00:00.000Z`) };
  const outbox = new OutboxEvents(store.outbox, bus, log, () => 50);
  const events = new CollegesEvents(outbox);
  const reads = new ListReads(new RecordReads(bus, Subjects.collegesRecordRead, log));
  const deps = { store, catalog: new FixedCatalog(), events, now: () => clock.now, lock: new StudentLock(), reads };
  const seen: EventEnvelope[] = await bus.record(Subjects.collegesListChanged);
  const records = new RecordsService(deps);
  return {
    bus, store, events, clock, seen, deps,
    records,
    participant: recordParticipantWiring('colleges', records, outbox, log),
    applications: new ApplicationsService(deps),
    deadlines: new DeadlinesService(deps),
    board: new BoardService(deps),
    feeds: new CalendarFeedsService(deps),
    directory: new StudentDirectory(deps),
    letters: new LetterCopies(deps),
    history: new HistoryCopies(store),
    close: async () => { await outbox.close(); await bus.close(); await store.close(); },
  };
}
