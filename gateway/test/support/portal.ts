import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, type PortalOptions, type RunningPortal } from '../../src/portal.js';
import { prepareDemoData } from './demo-template.js';

export const DEMO = {
  admin: { email: 'admin@counsel.local', password: 'counsel-admin' },
  counselor: { email: 'counselor@counsel.local', password: 'counsel-counselor' },
  student: { email: 'maya.chen@counsel.local', password: 'counsel-student' },
  otherStudent: { email: 'jordan.rivera@counsel.local', password: 'counsel-student' },
  teacher: { email: 'teacher@counsel.local', password: 'counsel-teacher' },
} as const;

export interface TestPortal extends RunningPortal {
  dataDir: string;
}

/**
 * The whole portal in this process on free ports, over a fresh data folder, with the demo data but its scanned
 * handout (OCR takes ~2 s of CPU per portal; the knowledge service's tests and e2e/knowledge cover OCR). Over a copy
 * of the run's seeded demo (demo-template.ts) when its settings seed alike and it shares no bus or log with the test,
 * which may be watching what the seeding publishes.
 */
export async function startTestPortal(env: Record<string, string> = {}, shared: Pick<PortalOptions, 'log' | 'bus'> = {}): Promise<TestPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-test-'));
  const settings = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test', ...env };
  if (!shared.bus && !shared.log) await prepareDemoData(dataDir, settings, (seedEnv) => startPortal({ env: seedEnv }));
  const portal = await startPortal({ env: settings, ...shared });
  return {
    ...portal,
    dataDir,
    close: async () => {
      await portal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A small HTTP client that keeps one session cookie, like a browser tab. */
export class Client {
  cookie: string | null = null;
  constructor(readonly baseUrl: string, readonly extraHeaders: Record<string, string> = {}) {}

  async request<T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const h: Record<string, string> = { ...this.extraHeaders, ...headers };
    if (this.cookie) h.cookie = this.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + url, { method, headers: h, body: payload, redirect: 'manual' });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      if (pair.startsWith('counsel_session=')) this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get<T = unknown>(url: string, headers?: Record<string, string>) { return this.request<T>('GET', url, undefined, headers); }
  post<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) { return this.request<T>('POST', url, body ?? {}, headers); }
  put<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) { return this.request<T>('PUT', url, body ?? {}, headers); }
  delete<T = unknown>(url: string, headers?: Record<string, string>) { return this.request<T>('DELETE', url, undefined, headers); }

  async login(creds: { email: string; password: string }) {
    const res = await this.post('/api/auth/login', creds);
    if (res.status !== 200) throw new Error(`login as ${creds.email} failed: ${res.status} ${res.text}`);
    return res.body as { id: string; role: string; email: string };
  }
}

/** Signed-in clients for every demo role plus a signed-out one. */
export async function clientsFor(portal: RunningPortal) {
  const anon = new Client(portal.url);
  const student = new Client(portal.url);
  const otherStudent = new Client(portal.url);
  const counselor = new Client(portal.url);
  const admin = new Client(portal.url);
  const [s, o, c, a] = await Promise.all([student.login(DEMO.student), otherStudent.login(DEMO.otherStudent), counselor.login(DEMO.counselor), admin.login(DEMO.admin)]);
  return { anon, student, otherStudent, counselor, admin, ids: { student: s.id, otherStudent: o.id, counselor: c.id, admin: a.id } };
}
