// k6 load test: counselors chatting with the assistant about students.
// Each virtual user signs in once as a counselor, loads the student list (GET /api/students), then keeps asking
// the assistant about a random student (POST /api/chat { message, studentId, provider }), with think time.
//
//   k6 run -e BASE_URL=https://counsel.example.org -e COUNSEL_EMAIL=counselor@example.org \
//          -e COUNSEL_PASSWORD='…' deploy/k6/chat.js
//
// Environment: BASE_URL (default http://127.0.0.1:4000), COUNSEL_EMAIL and COUNSEL_PASSWORD (a counselor or admin),
// CHAT_PROVIDER (default gemini; the portal answers offline when no GEMINI_API_KEY is configured), VUS (peak, default 10),
// RAMP (default 1m), HOLD (default 5m), CHAT_P95_MS (default 3000; a generative model is slower than the offline
// answerer), THINK_SECONDS (default 3).
// The same scenario runs locally, without k6, as `npm run bench:load` (autocannon, offline answerer).
/* global __ENV */
import http from 'k6/http';
import { check, fail, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');
const EMAIL = __ENV.COUNSEL_EMAIL || '';
const PASSWORD = __ENV.COUNSEL_PASSWORD || '';
const PROVIDER = __ENV.CHAT_PROVIDER || 'gemini';
const VUS = Number(__ENV.VUS || 10);
const RAMP = __ENV.RAMP || '1m';
const HOLD = __ENV.HOLD || '5m';
const CHAT_P95_MS = Number(__ENV.CHAT_P95_MS || 3000);
const THINK = Number(__ENV.THINK_SECONDS || 3);

const QUESTIONS = [
  'What should this student focus on this semester?',
  'Which colleges fit this student’s profile, and why?',
  'How can this student strengthen their application essays?',
  'What financial aid and scholarship steps should this student take next?',
  'Summarize this student’s academics and activities in three sentences.',
];

export const options = {
  scenarios: {
    counselors_chatting: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: RAMP, target: VUS },
        { duration: HOLD, target: VUS },
        { duration: RAMP, target: 0 },
      ],
      gracefulRampDown: '60s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:POST /api/chat}': [`p(95)<${CHAT_P95_MS}`],
    'http_req_duration{name:GET /api/students}': ['p(95)<500'],
    checks: ['rate>0.99'],
  },
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export function setup() {
  if (!EMAIL || !PASSWORD) fail('Set COUNSEL_EMAIL and COUNSEL_PASSWORD to a counselor (or admin) account.');
  const res = http.get(`${BASE_URL}/readyz`, { tags: { name: 'GET /readyz' } });
  if (res.status !== 200) fail(`${BASE_URL}/readyz answered ${res.status}`);
}

// Per virtual user: signed in once, the student ids loaded once.
let studentIds = null;

function signIn() {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email: EMAIL, password: PASSWORD }), {
    headers: JSON_HEADERS, tags: { name: 'POST /api/auth/login' },
  });
  if (!check(res, { 'login 200': (r) => r.status === 200, 'login is staff': (r) => ['counselor', 'admin'].includes(r.json('role')) })) {
    fail(`sign-in as ${EMAIL} failed: ${res.status} ${res.body}`);
  }
  const list = http.get(`${BASE_URL}/api/students`, { tags: { name: 'GET /api/students' } });
  check(list, { 'students 200': (r) => r.status === 200 });
  studentIds = list.status === 200 ? list.json().map((s) => s.id) : [];
}

export default function () {
  if (studentIds === null) signIn();
  const studentId = studentIds.length ? studentIds[Math.floor(Math.random() * studentIds.length)] : null;
  const message = QUESTIONS[Math.floor(Math.random() * QUESTIONS.length)];
  const res = http.post(`${BASE_URL}/api/chat`, JSON.stringify({ message, studentId, provider: PROVIDER }), {
    headers: JSON_HEADERS, tags: { name: 'POST /api/chat' }, timeout: '60s',
  });
  check(res, {
    'chat 200': (r) => r.status === 200,
    'chat answers text': (r) => r.status === 200 && typeof r.json('response') === 'string' && r.json('response').length > 0,
    'chat cites sources': (r) => r.status === 200 && Array.isArray(r.json('sources')),
  });
  sleep(THINK * (0.5 + Math.random()));
}
