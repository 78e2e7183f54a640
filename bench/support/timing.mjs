// What the gateway benches share: the demo counselor's session cookie and the percentile of timings.
import { DEMO_USERS } from '@counsel/kit';

/** The demo counselor, whom the gateway benches act as. */
export const COUNSELOR = DEMO_USERS.find((u) => u.email === 'counselor@counsel.local');

/** Signs the demo counselor in at `url`; answers the Cookie header to send. */
export async function counselorLogin(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: COUNSELOR.email, password: COUNSELOR.password }),
  });
  if (!res.ok) throw new Error(`counselor login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The p-th percentile (nearest rank) of the timings `xs`. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
