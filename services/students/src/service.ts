import { RecordReads } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { studentsConfigSchema } from './config.js';
import { openStudentStore } from './adapters/open-adapters.js';
import { studentsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { studentResolvers } from './graphql/resolvers/student.js';
import { studentSharedReads } from './graphql/student-shared-reads.js';
import { StudentsService } from './application/students.service.js';
import { StudentEvents } from './application/student-events.js';
import { seedDemoStudents } from './application/demo-seed.js';
import { EnrollmentsService } from './application/enrollments.service.js';
import { enrollmentHandler } from './application/enrollment-events.js';
import { collegeListHandler } from './application/college-list-events.js';
import { RosterBackfill } from './application/roster-backfill.js';
import { ProfileRepublish } from './application/profile-republish.js';
import { StudentRecordsService } from './application/student-records.service.js';

/** Students' profiles, courses, activities and college preferences. */
export const studentsModule = defineService({
  name: 'students',
  dependsOn: ['identity'],
  config: studentsConfigSchema,
  port: (config) => config.STUDENTS_PORT,
  openStores: (config) => openStudentStore(config),
  outbox: (store) => store.outbox,
  build: ({ config, stores: store, bus, events, log }) => {
    const studentEvents = new StudentEvents(events);
    const service = new StudentsService(store, studentEvents, new RecordReads(bus, Subjects.studentsRecordRead, log));
    const backfills = [new RosterBackfill(store, studentEvents, log), new ProfileRepublish(store, studentEvents, log)];
    return {
      typeDefs: studentsTypeDefs,
      resolvers: [rootResolvers(service), studentResolvers(service)],
      subscriptions: [enrollmentHandler(new EnrollmentsService(store, studentEvents)), collegeListHandler(store)],
      recordParticipant: new StudentRecordsService(store),
      sharedReads: studentSharedReads(store),
      prepare: async () => {
        if (config.DEMO_DATA) await seedDemoStudents(store, service, log);
      },
      // Once per store, after the seed (whose republish announces the demo's): profiles from before the roster, then
      // every profile again for the facts read models came to keep (the GPA). One after the other, not to double the load.
      start: async () => { void (async () => { for (const b of backfills) await b.run(); })(); },
      close: async () => { await Promise.all(backfills.map((b) => b.stop())); },
    };
  },
});
