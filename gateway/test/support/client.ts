// Talking to a test portal as its users do: over HTTP, with a session cookie. Imports nothing of the portal itself,
// so a test file that only calls a portal (hosted-portal.ts) loads none of its code.

export const DEMO = {
  admin: { email: 'admin@counsel.local', password: 'counsel-admin' },
  counselor: { email: 'counselor@counsel.local', password: 'counsel-counselor' },
  student: { email: 'maya.chen@counsel.local', password: 'counsel-student' },
  otherStudent: { email: 'jordan.rivera@counsel.local', password: 'counsel-student' },
  teacher: { email: 'teacher@counsel.local', password: 'counsel-teacher' },
} as const;

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
export async function clientsFor(portal: { url: string }) {
  const anon = new Client(portal.url);
  const student = new Client(portal.url);
  const otherStudent = new Client(portal.url);
  const counselor = new Client(portal.url);
  const admin = new Client(portal.url);
  const [s, o, c, a] = await Promise.all([student.login(DEMO.student), otherStudent.login(DEMO.otherStudent), counselor.login(DEMO.counselor), admin.login(DEMO.admin)]);
  return { anon, student, otherStudent, counselor, admin, ids: { student: s.id, otherStudent: o.id, counselor: c.id, admin: a.id } };
}
