import { RecordReads, loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule, type Subscription } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { studentsConfigSchema } from './config.js';
import { openStudentStore } from './adapters/open-adapters.js';
import { studentsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { studentResolvers } from './graphql/resolvers/student.js';
import { StudentsService } from './application/students.service.js';
import { StudentEvents } from './application/student-events.js';
import { seedDemoStudents } from './application/demo-seed.js';
import { EnrollmentsService } from './application/enrollments.service.js';
import { subscribeEnrollments } from './application/enrollment-events.js';
import { subscribeCollegeLists } from './application/college-list-events.js';
import { RosterBackfill } from './application/roster-backfill.js';
import { StudentRecordsService } from './application/student-records.service.js';
import { subscribeRecordDeletions } from './application/record-events.js';
import { Subjects } from '@counsel/proto-events';

export const studentsModule: ServiceModule = {
  name: 'students',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(studentsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'students' });
    const store = await openStudentStore(config);
    const events = new StudentEvents(store, ctx.bus, log);
    const service = new StudentsService(store, events, new RecordReads(ctx.bus, Subjects.studentsRecordRead, log));
    const records = new StudentRecordsService(store, events);
    const backfill = new RosterBackfill(store, events, log);
    let enrollments: Subscription | null = null;
    let collegeLists: Subscription | null = null;
    let deletions: Subscription | null = null;
    try {
      if (config.DEMO_DATA) await seedDemoStudents(store, service, log);
      void events.start(); // what a crash or a bus outage left in the outbox
      void backfill.run(); // profiles from before the roster, once (after the seed, whose republish announces the demo's)
      enrollments = await subscribeEnrollments(ctx.bus, new EnrollmentsService(store, events));
      collegeLists = await subscribeCollegeLists(ctx.bus, store);
      deletions = await subscribeRecordDeletions(ctx.bus, records);
      const server = await startServiceServer({
        name: 'students',
        host: config.HOST,
        port: config.STUDENTS_PORT,
        log,
        typeDefs: studentsTypeDefs,
        resolvers: [rootResolvers(service, records), studentResolvers(service)],
        verifier: verifierFor(ctx),
      });
      return {
        name: 'students',
        url: server.url,
        execute: server.execute,
        close: async () => {
          await enrollments?.stop();
          await collegeLists?.stop();
          await deletions?.stop();
          await server.close();
          await backfill.stop();
          await events.close();
          await store.close();
        },
      };
    } catch (err) {
      await enrollments?.stop();
      await collegeLists?.stop();
      await deletions?.stop();
      await backfill.stop();
      await events.close();
      await store.close();
      throw err;
    }
  },
};
