// k6 load test: students browsing the portal.
// Each virtual user signs in once (POST /api/auth/login), then keeps browsing what the student dashboard
// reads: GET /api/auth/user, GET /api/students/me and GET /api/students/{id}/documents, with think time.
//
//   k6 run -e BASE_URL=https://counsel.example.org -e COUNSEL_EMAIL=student@example.org \
//          -e COUNSEL_PASSWORD='…' deploy/k6/browse.js
//
// Environment: BASE_URL (default http://127.0.0.1:4000), COUNSEL_EMAIL and COUNSEL_PASSWORD (a student account;
// COUNSEL_EMAILS may list several, comma-separated, same password), VUS (peak virtual users, default 50),
// RAMP (default 1m), HOLD (default 5m), P95_MS (default 500), THINK_SECONDS (default 1).
// The same scenario runs locally, without k6, as `npm run bench:load` (autocannon).
/* global __ENV, __VU */
import http from 'k6/http';
import { check, fail, group, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');
const EMAILS = (__ENV.COUNSEL_EMAILS || __ENV.COUNSEL_EMAIL || '').split(',').map((s) => s.trim()).filter(Boolean);
const PASSWORD = __ENV.COUNSEL_PASSWORD || '';
const VUS = Number(__ENV.VUS || 50);
const RAMP = __ENV.RAMP || '1m';
const HOLD = __ENV.HOLD || '5m';
const P95_MS = Number(__ENV.P95_MS || 500);
const THINK = Number(__ENV.THINK_SECONDS || 1);

export const options = {
  scenarios: {
    students_browsing: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: RAMP, target: VUS },
        { duration: HOLD, target: VUS },
        { duration: RAMP, target: 0 },
      ],
      gracefulRampDown: '30s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: [`p(95)<${P95_MS}`],
    'http_req_duration{name:GET /api/auth/user}': [`p(95)<${P95_MS}`, `p(99)<${P95_MS * 2}`],
    'http_req_duration{name:GET /api/students/me}': [`p(95)<${P95_MS}`],
    'http_req_duration{name:GET /api/students/{id}/documents}': [`p(95)<${P95_MS}`],
    checks: ['rate>0.99'],
  },
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export function setup() {
  if (!EMAILS.length || !PASSWORD) fail('Set COUNSEL_EMAIL (or COUNSEL_EMAILS) and COUNSEL_PASSWORD to a student account.');
  const res = http.get(`${BASE_URL}/readyz`, { tags: { name: 'GET /readyz' } });
  if (res.status !== 200) fail(`${BASE_URL}/readyz answered ${res.status}`);
}

// Module scope is per virtual user in k6: each VU signs in once and keeps its session cookie (k6's cookie jar).
let studentId = null;

function signIn() {
  const email = EMAILS[(__VU - 1) % EMAILS.length];
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email, password: PASSWORD }), {
    headers: JSON_HEADERS, tags: { name: 'POST /api/auth/login' },
  });
  if (!check(res, { 'login 200': (r) => r.status === 200, 'login is a student': (r) => r.json('role') === 'student' })) {
    fail(`sign-in as ${email} failed: ${res.status} ${res.body}`);
  }
  const me = http.get(`${BASE_URL}/api/students/me`, { tags: { name: 'GET /api/students/me' } });
  studentId = me.status === 200 ? me.json('id') : null;
}

export default function () {
  if (studentId === null) signIn();
  group('student dashboard', () => {
    const user = http.get(`${BASE_URL}/api/auth/user`, { tags: { name: 'GET /api/auth/user' } });
    check(user, { 'user 200': (r) => r.status === 200, 'user has a role': (r) => r.json('role') === 'student' });
    const me = http.get(`${BASE_URL}/api/students/me`, { tags: { name: 'GET /api/students/me' } });
    check(me, { 'profile 200': (r) => r.status === 200 });
    if (studentId) {
      const docs = http.get(`${BASE_URL}/api/students/${studentId}/documents`, { tags: { name: 'GET /api/students/{id}/documents' } });
      check(docs, { 'documents 200': (r) => r.status === 200, 'documents is a list': (r) => Array.isArray(r.json()) });
    }
  });
  sleep(THINK * (0.5 + Math.random()));
}
