import { defineService } from '@counsel/kit/server';
import { RecordReads } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { counselingConfigSchema } from './config.js';
import { openCounselingStore } from './adapters/open-adapters.js';
import { StudentReads } from './application/access.js';
import { seedDemo } from './application/demo-seed.js';
import { MeetingsService } from './application/meetings.service.js';
import { NotesService } from './application/notes.service.js';
import { RecordsService } from './application/records.service.js';
import { StudentDirectory, studentDirectoryHandlers } from './application/student-directory.js';
import { TasksService } from './application/tasks.service.js';
import { counselingTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Counselors' notes, meetings and tasks. */
export const counselingModule = defineService({
  name: 'counseling',
  dependsOn: ['identity'],
  config: counselingConfigSchema,
  port: (config) => config.COUNSELING_PORT,
  openStores: (config, log) => openCounselingStore(config, log),
  outbox: (store) => store.outbox,
  build: ({ config, stores: store, bus, events, log }) => {
    // Staff reads of one student's notes, meetings or tasks are logged on the bus before they are answered.
    const deps = { store, events, reads: new StudentReads(new RecordReads(bus, Subjects.counselingRecordRead, log)) };
    const records = new RecordsService({ store });
    const directory = new StudentDirectory({ store, onStudent: config.DEMO_DATA ? (s) => seedDemo(store, s, log, undefined, events) : undefined });
    return {
      typeDefs: counselingTypeDefs,
      resolvers: [rootResolvers({ notes: new NotesService(deps), meetings: new MeetingsService(deps), tasks: new TasksService(deps) })],
      subscriptions: studentDirectoryHandlers(directory),
      recordParticipant: records,
    };
  },
});
