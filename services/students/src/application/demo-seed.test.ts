// The demo's students agree with the rest of the demo: each profile names the school the roster puts every demo
// student in, and records the grade the roster enrolls them with (both come from the kit's demo constants).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { DEMO_SCHOOL_NAME, DEMO_STUDENT_PROFILES, DurableLocalBus, OutboxEvents, RecordReads, createLogger, loadConfig } from '@counsel/kit';
import { studentsConfigSchema } from '../config.js';
import { openStudentStore } from '../adapters/open-adapters.js';
import type { StudentStore } from '../ports/student-store.js';
import { seedDemoStudents } from './demo-seed.js';
import { StudentEvents } from './student-events.js';
import { StudentsService } from './students.service.js';

const log = createLogger('test', 'silent');
let store: StudentStore;
let bus: DurableLocalBus;
let events: StudentEvents;
let service: StudentsService;

beforeEach(async () => {
  store = await openStudentStore(loadConfig(studentsConfigSchema, { DATA_DIR: ':memory:' }));
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new StudentEvents(new OutboxEvents(store.outbox, bus, log));
  service = new StudentsService(store, events, new RecordReads(bus, Subjects.studentsRecordRead, log));
});
afterEach(async () => {
  await events.outbox.close();
  await bus.close();
  await store.close();
});

describe('seedDemoStudents', () => {
  it('gives each demo student the demo district\'s school and the grade the roster enrolls them with', async () => {
    await seedDemoStudents(store, service, log);
    for (const ref of DEMO_STUDENT_PROFILES) {
      const profile = await store.profiles.byId(ref.id);
      expect(profile).toMatchObject({ id: ref.id, userId: ref.userId, highSchoolName: DEMO_SCHOOL_NAME, grade: ref.grade });
    }
    expect(DEMO_SCHOOL_NAME).toBe('Lakeside High School');
  });
});
