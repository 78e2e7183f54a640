// Synthetic outcomes of the demo school's three past classes, deterministic from a seed (every row is made up):
//   node scripts/generate-demo-outcomes.mjs  → services/outcomes/data/demo-outcomes.csv (committed; loaded by the
//   outcomes service's demo seed into the demo school when it holds no outcomes yet).
// For each college below (the demo students' lists) and each class, a handful of applicants: GPA and SAT or ACT drawn
// around the college's published middle 50% (a little wider, as a real high school's applicants are), admitted with a
// chance that grows with how far above the middle they stand, and a plan from the college's usual mix.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED = 20_260_601;
const CLASSES = [2023, 2024, 2025];

/** unitid, SAT 25th-75th, admission rate, plans offered early (approximations of the College Scorecard figures). */
const COLLEGES = [
  { unitid: '166683', sat: [1520, 1580], rate: 0.05, early: 'EA' }, // MIT
  { unitid: '139755', sat: [1370, 1530], rate: 0.17, early: 'EA' }, // Georgia Tech
  { unitid: '227757', sat: [1500, 1570], rate: 0.09, early: 'ED' }, // Rice
  { unitid: '170976', sat: [1360, 1530], rate: 0.18, early: 'EA' }, // Michigan
  { unitid: '110635', sat: [1330, 1530], rate: 0.11, early: null }, // Berkeley
  { unitid: '243780', sat: [1200, 1440], rate: 0.53, early: 'EA' }, // Purdue
  { unitid: '236948', sat: [1240, 1470], rate: 0.48, early: null }, // Washington
  { unitid: '110662', sat: [1290, 1510], rate: 0.09, early: null }, // UCLA
];

/** mulberry32: a small seeded generator, so the same seed writes the same file. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(SEED);
const between = (lo, hi) => lo + (hi - lo) * rnd();
const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
/** SAT to ACT by the concordance's rough slope (1600 → 36, 1000 → 19). */
const actOf = (sat) => clamp(Math.round(19 + (sat - 1000) * (17 / 600)), 1, 36);

const rows = [['class_year', 'college_unitid', 'plan', 'result', 'gpa', 'sat', 'act']];
for (const year of CLASSES) {
  for (const c of COLLEGES) {
    const applicants = 5 + Math.floor(rnd() * 6);
    for (let i = 0; i < applicants; i++) {
      const [lo, hi] = c.sat;
      const sat = clamp(Math.round(between(lo - 180, hi + 40) / 10) * 10, 400, 1600);
      const gpa = Math.round(clamp(between(3.1, 4.0) + (sat - lo) / 2000, 2.5, 4.0) * 100) / 100;
      const standing = (sat - lo) / Math.max(1, hi - lo) + (gpa - 3.6);
      const chance = clamp(c.rate * 2.5 + standing * 0.35, 0.02, 0.95);
      const early = c.early && rnd() < 0.35;
      const roll = rnd();
      const result = roll < chance ? (rnd() < 0.4 ? 'enrolled' : 'admitted') : roll < chance + 0.12 ? 'waitlisted' : roll < chance + 0.17 && early ? 'deferred' : 'denied';
      const usesAct = rnd() < 0.3;
      rows.push([String(year), c.unitid, early ? c.early : 'RD', result, gpa.toFixed(2), usesAct ? '' : String(sat), usesAct ? String(actOf(sat)) : '']);
    }
  }
}
const file = path.join(root, 'services/outcomes/data/demo-outcomes.csv');
writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
console.log(`wrote ${rows.length - 1} outcomes to ${path.relative(root, file)}`);
