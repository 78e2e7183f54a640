import { loadConfig, openSqlite, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { studentsConfigSchema, type StudentsConfig } from './config.js';
import { studentsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { studentResolvers } from './graphql/resolvers/student.js';
import { migrations } from './adapters/sqlite/migrations.js';
import { SqliteStudentStore } from './adapters/sqlite/sqlite-student-store.js';
import { StudentsService } from './application/students.service.js';
import { StudentEvents } from './application/student-events.js';
import { seedDemoStudents } from './application/demo-seed.js';
import type { StudentStore } from './ports/student-store.js';

/** MongoDB when MONGODB_URL is set (distributed), else SQLite under DATA_DIR (embedded). */
export async function openStudentStore(config: StudentsConfig): Promise<StudentStore> {
  if (config.MONGODB_URL) return (await import('./adapters/mongo/mongo-student-store.js')).MongoStudentStore.connect(config.MONGODB_URL, config.STUDENTS_MONGODB_DB);
  return new SqliteStudentStore(openSqlite(config.DATA_DIR, 'students', migrations));
}

export const studentsModule: ServiceModule = {
  name: 'students',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(studentsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'students' });
    const store = await openStudentStore(config);
    const events = new StudentEvents(ctx.bus, log);
    const service = new StudentsService(store, events);
    try {
      if (config.DEMO_DATA) await seedDemoStudents(store, service, events, log);
      const server = await startServiceServer({
        name: 'students',
        host: config.HOST,
        port: config.STUDENTS_PORT,
        log,
        typeDefs: studentsTypeDefs,
        resolvers: [rootResolvers(service), studentResolvers(service)] as never,
        verifier: verifierFor(ctx),
      });
      return {
        name: 'students',
        url: server.url,
        execute: server.execute,
        close: async () => {
          await server.close();
          await store.close();
        },
      };
    } catch (err) {
      await store.close();
      throw err;
    }
  },
};
