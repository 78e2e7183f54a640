import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { openSqlite, type Principal, RecordReads, OutboxEvents } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteStudentStore } from '../adapters/sqlite/sqlite-student-store.js';
import { StudentEvents } from './student-events.js';
import { StudentsService } from './students.service.js';

const student: Principal = { userId: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz', role: 'student', sessionId: 's-1' };

describe('students events through a bus outage', () => {
  let bus: OutageBus;
  let events: StudentEvents;
  let service: StudentsService;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.studentsProfileUpserted, Subjects.studentsPreferencesSaved);
    const store = new SqliteStudentStore(openSqlite(':memory:', 'students', migrations));
    events = new StudentEvents(new OutboxEvents(store.outbox, bus, pino({ level: 'silent' }), () => 50));
    service = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, pino({ level: 'silent' })));
  });
  afterEach(async () => {
    await events.outbox.close();
    await bus.close();
  });

  it('saves while the bus is down, then delivers every event once when it is back (documents needs the owner)', async () => {
    bus.down = true;
    const profile = await service.createProfile(student, { userId: student.userId, gpa: 3.9 });
    await service.saveCourses(student, profile.id, [{ courseName: 'Calculus', level: 'AP', grade: 'A' }]);
    await service.savePreferences(student, profile.id, { overallFeeling: 'Excited' });
    await quietPeriod(200); // nothing may arrive while the bus is down: no condition to wait for, so a pause
    expect(seen).toEqual([]);

    bus.down = false; // no further save: the relay's own retry must deliver
    await until('the three student events', () => seen.length >= 3);
    await quietPeriod(); // each event once: nothing to wait for, so room for a duplicate to show up
    expect(seen.map((e) => e.subject)).toEqual([Subjects.studentsProfileUpserted, Subjects.studentsProfileUpserted, Subjects.studentsPreferencesSaved]);
    expect(seen.every((e) => (e.data as { studentId: string; userId: string }).studentId === profile.id && (e.data as { userId: string }).userId === student.userId)).toBe(true);
    expect((seen[1].data as { profile: { courses: { courseName: string }[] } }).profile.courses.map((c) => c.courseName)).toEqual(['Calculus']);
    expect(new Set(seen.map((e) => e.id)).size).toBe(3);
  });
});
