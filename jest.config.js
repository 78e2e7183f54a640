// One jest config for the whole workspace. Sources are compiled on the fly by swc (ESM),
// and workspace packages resolve to their TypeScript sources, so tests never need a build.
// The web's tests (web/src/**/*.test.ts) cover its pure logic, with .tsx compiled for React's automatic runtime.
const services = ['kit', 'identity', 'students', 'documents', 'knowledge', 'chat', 'settings', 'roster', 'colleges', 'records', 'counseling', 'letters', 'notifications', 'planning', 'outcomes', 'reporting'];
const mapper = {
  '^@counsel/proto-events$': '<rootDir>/proto-events/src/index.ts',
  '^@counsel/gateway$': '<rootDir>/gateway/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
for (const s of services) mapper[`^@counsel/${s}$`] = `<rootDir>/services/${s}/src/index.ts`;
// The kit's technology entry points (`@counsel/kit/nats`, `/mongo`, `/elasticsearch`, `/server`) live in services/kit/src/entry.
mapper['^@counsel/kit/(nats|mongo|elasticsearch|server|pdf)$'] = '<rootDir>/services/kit/src/entry/$1.ts';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: mapper,
  transform: {
    '^.+\\.ts$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    }],
    '^.+\\.tsx$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'es6' },
    }],
  },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  // Generous: a whole portal starts in many suites' beforeAll, which on a loaded CI machine took over 30 s.
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker that ran a hundred files held 4.8 GB (each file's module registry under --experimental-vm-modules is
  // kept until collected) and ran unit tests several times slower; one above this after a file is replaced.
  workerIdleMemoryLimit: '1.5GB',
  // Longest files first (browser sweeps, the authorization matrix), also on a fresh clone without jest's timing cache.
  testSequencer: '<rootDir>/scripts/test-sequencer.mjs',
  // A folder per run for the browser tests' seeded demo data, copied for each portal rather than seeded each time.
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
};
