import type { StudentRecord } from './student-record.js';

/**
 * The admission cycle (year of entry) a student applies in. The academic year turns on 1 August: from then
 * until 31 July a grade-12 student graduates in the year the academic year ends and enters college that
 * autumn; each grade below adds a year. No grade counts as grade 12 (the list is most often a senior's).
 */
export function cycleFor(grade: StudentRecord['grade'], today: Date): number {
  const year = today.getUTCFullYear();
  const academicYearEnds = today.getUTCMonth() >= 7 ? year + 1 : year; // month 7 is August
  const g = grade ? Number(grade) : 12;
  return academicYearEnds + (12 - g);
}
