import { loadConfig, OutboxEvents, RecordReads, verifierFor, type ModuleContext, type RunningModule, type ServiceModule, type Subscription } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { counselingConfigSchema } from './config.js';
import { openCounselingStore } from './adapters/open-adapters.js';
import { StudentReads } from './application/access.js';
import { seedDemo } from './application/demo-seed.js';
import { MeetingsService } from './application/meetings.service.js';
import { NotesService } from './application/notes.service.js';
import { RecordsService, subscribeRecordErasure } from './application/records.service.js';
import { StudentDirectory, subscribeStudentDirectory } from './application/student-directory.js';
import { TasksService } from './application/tasks.service.js';
import { counselingTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Counselors' notes, meetings and tasks (issue 21). */
export const counselingModule: ServiceModule = {
  name: 'counseling',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(counselingConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'counseling' });
    const store = await openCounselingStore(config, log);
    const events = new OutboxEvents(store, ctx.bus, log);
    let subs: Subscription[] = [];
    const close = async () => {
      for (const s of subs) await s.stop();
      await events.close();
      await store.close();
    };
    try {
      // Staff reads of one student's notes, meetings or tasks are logged on the bus before they are answered (issue 20).
      const deps = { store, reads: new StudentReads(new RecordReads(ctx.bus, Subjects.counselingRecordRead, log)) };
      const records = new RecordsService({ store, events });
      const directory = new StudentDirectory({ store, onStudent: config.DEMO_DATA ? (s) => seedDemo(store, s, log) : undefined });
      subs = [...await subscribeStudentDirectory(ctx.bus, directory), ...await subscribeRecordErasure(ctx.bus, records, log)];
      void events.start(); // what a crash or a bus outage left in the outbox
      const server = await startServiceServer({
        name: 'counseling', host: config.HOST, port: config.COUNSELING_PORT, log,
        typeDefs: counselingTypeDefs,
        resolvers: rootResolvers({ notes: new NotesService(deps), meetings: new MeetingsService(deps), tasks: new TasksService(deps), records }),
        verifier: verifierFor(ctx),
        ready: () => store.ready(),
      });
      return {
        name: 'counseling', url: server.url, execute: server.execute, ready: () => store.ready(),
        close: async () => {
          await server.close();
          await close();
        },
      };
    } catch (err) {
      await close();
      throw err;
    }
  },
};
