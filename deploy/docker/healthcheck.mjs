#!/usr/bin/env node
// Container health probe (Dockerfile HEALTHCHECK, docker-compose healthchecks). The runtime image has no curl,
// so this asks the module that TARGET runs for GET /healthz (or /readyz with --ready) on its own port.
// Ports must match gateway/src/config.ts and services/*/src/config.ts (deploy/test/deploy-files.test.ts checks it).
const PORTS = {
  all: ['PORT', 4000],
  gateway: ['PORT', 4000],
  identity: ['IDENTITY_PORT', 4101],
  students: ['STUDENTS_PORT', 4102],
  documents: ['DOCUMENTS_PORT', 4103],
  knowledge: ['KNOWLEDGE_PORT', 4104],
  chat: ['CHAT_PORT', 4105],
  settings: ['SETTINGS_PORT', 4106],
  roster: ['ROSTER_PORT', 4107],
  colleges: ['COLLEGES_PORT', 4108],
  records: ['RECORDS_PORT', 4109],
  counseling: ['COUNSELING_PORT', 4110],
  letters: ['LETTERS_PORT', 4111],
  planning: ['PLANNING_PORT', 4112],
  notifications: ['NOTIFICATIONS_PORT', 4113],
  outcomes: ['OUTCOMES_PORT', 4114],
  reporting: ['REPORTING_PORT', 4115],
};

const targets = (process.env.TARGET || 'all').split(',').map((t) => t.trim()).filter(Boolean);
// With several targets in one process the gateway, when present, answers for the whole process.
const target = targets.includes('gateway') ? 'gateway' : (targets[0] ?? 'all');
const entry = PORTS[target];
if (!entry) {
  console.error(`healthcheck: unknown TARGET "${target}"`);
  process.exit(1);
}
const [portVariable, fallback] = entry;
const port = Number(process.env[portVariable] || fallback);
const path = process.argv.includes('--ready') ? '/readyz' : '/healthz';

// The Docker HEALTHCHECK timeout is 5 s: give up just before it.
const timer = setTimeout(() => {
  console.error(`healthcheck: ${path} on port ${port} did not answer within 4 s`);
  process.exit(1);
}, 4000);
timer.unref();

try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!res.ok) console.error(`healthcheck: ${path} answered ${res.status}`);
  process.exit(res.ok ? 0 : 1);
} catch (err) {
  console.error(`healthcheck: ${path} on port ${port} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
