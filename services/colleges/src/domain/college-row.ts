import type { College, CollegeControl, TestPolicy } from './college.js';

/** One record of data/colleges/colleges.csv, keyed by its header (data/colleges/README.md lists the columns). */
export type CollegeRecord = Record<string, string | undefined>;

const CONTROLS: Record<string, CollegeControl> = { public: 'PUBLIC', nonprofit: 'NONPROFIT', 'for-profit': 'FOR_PROFIT' };
const TEST_POLICIES: Record<string, TestPolicy> = {
  required: 'REQUIRED', recommended: 'RECOMMENDED', considered: 'CONSIDERED', 'not recommended': 'NOT_RECOMMENDED',
};

/** A row the catalog cannot take; the loader reports it with its line and keeps the catalog it had. */
export class CollegeRowError extends Error {}

const text = (r: CollegeRecord, k: string): string | null => {
  const v = r[k]?.trim();
  return v ? v : null;
};

function number(r: CollegeRecord, k: string): number | null {
  const v = text(r, k);
  if (v === null) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new CollegeRowError(`${k} is not a number: "${v}"`);
  return n;
}

/** Whole numbers (scores, dollars, head counts); the Scorecard has no fractions in these columns. */
function whole(r: CollegeRecord, k: string): number | null {
  const n = number(r, k);
  return n === null ? null : Math.round(n);
}

function share(r: CollegeRecord, k: string): number | null {
  const n = number(r, k);
  if (n !== null && (n < 0 || n > 1)) throw new CollegeRowError(`${k} must be from 0 to 1: ${n}`);
  return n;
}

function required(r: CollegeRecord, k: string): string {
  const v = text(r, k);
  if (v === null) throw new CollegeRowError(`${k} is empty`);
  return v;
}

/** Parses one catalog row into a College; throws CollegeRowError when the row is unusable. */
export function parseCollegeRow(r: CollegeRecord): College {
  const unitid = required(r, 'unitid');
  if (!/^\d{1,10}$/.test(unitid)) throw new CollegeRowError(`unitid must be digits: "${unitid}"`);
  const state = required(r, 'state').toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) throw new CollegeRowError(`state must be a two-letter code: "${state}"`);
  const controlText = required(r, 'control');
  const control = CONTROLS[controlText.toLowerCase()];
  if (!control) throw new CollegeRowError(`control must be Public, Nonprofit or For-profit: "${controlText}"`);
  const policyText = text(r, 'test_policy');
  const testPolicy = policyText === null ? null : TEST_POLICIES[policyText.toLowerCase()];
  if (testPolicy === undefined) throw new CollegeRowError(`test_policy is not a known policy: "${policyText}"`);
  return {
    unitid,
    name: required(r, 'name'),
    city: text(r, 'city') ?? '',
    state,
    zip: text(r, 'zip'),
    url: text(r, 'url'),
    control,
    predominantDegree: text(r, 'predominant_degree'),
    highestDegree: text(r, 'highest_degree'),
    locale: text(r, 'locale'),
    undergrads: whole(r, 'undergrads'),
    admissionRate: share(r, 'admission_rate'),
    satReading25: whole(r, 'sat_reading_25'),
    satReading75: whole(r, 'sat_reading_75'),
    satMath25: whole(r, 'sat_math_25'),
    satMath75: whole(r, 'sat_math_75'),
    satAverage: whole(r, 'sat_average'),
    act25: whole(r, 'act_25'),
    act75: whole(r, 'act_75'),
    testPolicy,
    netPrice: whole(r, 'net_price'),
    costOfAttendance: whole(r, 'cost_of_attendance'),
    tuitionInState: whole(r, 'tuition_in_state'),
    tuitionOutOfState: whole(r, 'tuition_out_of_state'),
    completionRate4yr: share(r, 'completion_rate_4yr'),
    retentionRate: share(r, 'retention_rate'),
    pellShare: share(r, 'pell_share'),
    hbcu: text(r, 'hbcu') === '1',
    religiousAffiliation: text(r, 'religious_affiliation'),
    latitude: number(r, 'latitude'),
    longitude: number(r, 'longitude'),
  };
}
