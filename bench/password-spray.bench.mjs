// The figures of the spray rule of sign-in throttling (docs/security.md), at the shipped defaults of
// services/identity/src/config.ts, on a simulated clock over the built LoginThrottle (run `node scripts/build.mjs`
// first): the account at which a one-address spray is first slowed, the least time a 100-account spray then needs
// (the sprayer asks every second, refusals cost it nothing), and a NAT of 300 students who each mistype once
// and sign in, a class at a time. Not a speed benchmark: the figures do not depend on the machine.
import { LoginThrottle } from '../services/identity/dist/application/login-throttle.js';
import { identityConfigSchema } from '../services/identity/dist/config.js';

const c = identityConfigSchema.parse({});
let t = 0;
const throttle = () => new LoginThrottle({
  perAddress: c.LOGIN_MAX_FAILURES_PER_ADDRESS, accountsPerAddress: c.LOGIN_MAX_ACCOUNTS_PER_ADDRESS,
  pairFreeFailures: c.LOGIN_PAIR_FREE_FAILURES, accountFreeFailures: c.LOGIN_ACCOUNT_FREE_FAILURES,
  baseDelaySeconds: c.LOGIN_BASE_DELAY_SECONDS, maxDelaySeconds: c.LOGIN_MAX_DELAY_SECONDS,
  windowSeconds: c.LOGIN_WINDOW_SECONDS, trustedPairSeconds: c.LOGIN_TRUSTED_PAIR_DAYS * 86_400, now: () => t,
});
const allowed = (th, email, address) => th.assertAllowed(email, address).then(() => true, () => false);

async function spray(accounts) {
  const th = throttle();
  const start = t;
  let firstSlowed = 0;
  const reached = {};
  for (let i = 1; i <= accounts; i++) {
    while (!(await allowed(th, `victim${i}@district.org`, '203.0.113.10'))) {
      firstSlowed ||= i;
      t += 1000;
    }
    await th.recordFailure(`victim${i}@district.org`, '203.0.113.10');
    if ([30, 40, 50, 100, 1000].includes(i)) reached[i] = (t - start) / 1000;
  }
  return { firstSlowed, reached };
}

/** Each student of a class mistypes, then, a few seconds later, types the right password; a slowed one waits. */
async function school(students, classSize) {
  const th = throttle();
  const waits = [];
  const attempt = async (s) => {
    let waited = 0;
    while (!(await allowed(th, s, '192.0.2.20'))) { t += 1000; waited += 1; }
    if (waited) waits.push(waited);
  };
  for (let g = 0; g < students; g += classSize) {
    const group = Array.from({ length: Math.min(classSize, students - g) }, (_, k) => `s${g + k}@school.org`);
    for (const s of group) {
      await attempt(s);
      await th.recordFailure(s, '192.0.2.20');
    }
    t += 5000;
    for (const s of group) {
      await attempt(s);
      await th.recordSuccess(s, '192.0.2.20');
    }
  }
  return { slowed: waits.length, longest: Math.max(0, ...waits) };
}

const { firstSlowed, reached } = await spray(1000);
const hms = (s) => `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h ${Math.floor((s % 3600) / 60)} min ${s % 60} s`;
console.log(`LOGIN_MAX_ACCOUNTS_PER_ADDRESS=${c.LOGIN_MAX_ACCOUNTS_PER_ADDRESS} LOGIN_BASE_DELAY_SECONDS=${c.LOGIN_BASE_DELAY_SECONDS} LOGIN_MAX_DELAY_SECONDS=${c.LOGIN_MAX_DELAY_SECONDS} LOGIN_WINDOW_SECONDS=${c.LOGIN_WINDOW_SECONDS}`);
console.log(`spray from one address: first slowed at account ${firstSlowed}`);
for (const [n, s] of Object.entries(reached)) console.log(`  ${n} accounts tried after at least ${hms(s)}`);
for (const size of [25, 30, 35, 40]) {
  const { slowed, longest } = await school(300, size);
  console.log(`300 students behind one address, classes of ${size} all mistyping once before signing in: ${slowed} attempts slowed, longest wait ${longest} s`);
}
