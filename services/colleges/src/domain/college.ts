/** A US college from the catalog (College Scorecard, public domain; data/colleges/README.md). */
export type CollegeControl = 'PUBLIC' | 'NONPROFIT' | 'FOR_PROFIT';
export type TestPolicy = 'REQUIRED' | 'RECOMMENDED' | 'CONSIDERED' | 'NOT_RECOMMENDED';

export interface College {
  unitid: string;
  name: string;
  city: string;
  state: string;
  zip: string | null;
  url: string | null;
  control: CollegeControl;
  predominantDegree: string | null;
  highestDegree: string | null;
  locale: string | null;
  undergrads: number | null;
  admissionRate: number | null;
  satReading25: number | null;
  satReading75: number | null;
  satMath25: number | null;
  satMath75: number | null;
  satAverage: number | null;
  act25: number | null;
  act75: number | null;
  testPolicy: TestPolicy | null;
  netPrice: number | null;
  costOfAttendance: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
  completionRate4yr: number | null;
  retentionRate: number | null;
  pellShare: number | null;
  hbcu: boolean;
  religiousAffiliation: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type CollegeControlFilter = CollegeControl | 'PRIVATE';
export type CollegeSize = 'SMALL' | 'MEDIUM' | 'LARGE';

/** A catalog search, validated (domain/catalog-query.ts). page is 1-based. */
export interface CatalogQuery {
  q?: string;
  state?: string;
  control?: CollegeControlFilter;
  testPolicy?: TestPolicy;
  size?: CollegeSize;
  maxAdmissionRate?: number;
  maxNetPrice?: number;
  page: number;
  pageSize: number;
}

export interface CatalogPage {
  items: College[];
  total: number;
}

/** Combined SAT (reading + math) at a percentile; null unless both sections are reported. */
export function combinedSat(reading: number | null, math: number | null): number | null {
  return reading === null || math === null ? null : reading + math;
}
