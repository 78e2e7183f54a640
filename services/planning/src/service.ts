import { RecordReads } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { planningConfigSchema } from './config.js';
import { openPlanningStore } from './adapters/open-adapters.js';
import { CatalogService } from './application/catalog.service.js';
import { PlanChecks } from './application/plan-checks.js';
import { PlanListService } from './application/plan-list.service.js';
import { PlansService } from './application/plans.service.js';
import { PlanningRecordsService } from './application/records.service.js';
import { RequirementsService } from './application/requirements.service.js';
import { profileHandler } from './application/students-handler.js';
import { seedDemoCatalog, seedDemoPlan } from './application/demo-seed.js';
import { planningTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Academic planning: schools' course catalogs, requirement sets, and each student's four-year plan with its checks. */
export const planningModule = defineService({
  name: 'planning',
  dependsOn: ['identity'],
  config: planningConfigSchema,
  port: (config) => config.PLANNING_PORT,
  openStores: async (config, log) => {
    const store = await openPlanningStore(config, log);
    return { store, ready: () => store.ready(), close: () => store.close() };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store }, bus, events, log }) => {
    const reads = new RecordReads(bus, Subjects.planningRecordRead, log);
    const checks = new PlanChecks(store, events);
    const deps = { store, events, reads, checks };
    return {
      typeDefs: planningTypeDefs,
      resolvers: [rootResolvers({
        catalog: new CatalogService(deps), requirements: new RequirementsService(deps), plans: new PlansService(deps), planList: new PlanListService(deps),
      })],
      subscriptions: [profileHandler(store, checks, config.DEMO_DATA ? (s) => seedDemoPlan(store, checks, s) : undefined)],
      recordParticipant: new PlanningRecordsService({ store }),
      prepare: config.DEMO_DATA ? () => seedDemoCatalog(store, log) : undefined,
    };
  },
});
