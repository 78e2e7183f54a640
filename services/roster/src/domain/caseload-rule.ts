/**
 * Puts a school's students of grades gradeFrom..gradeTo whose surname starts with a letter in
 * surnameFrom..surnameTo (inclusive, upper-case A to Z) in a counselor's caseload. Rules apply in `position`
 * order; the first match wins, and a student assigned by hand stays with that counselor.
 */
export interface CaseloadRule {
  id: string;
  schoolId: string;
  counselorId: string;
  gradeFrom: number;
  gradeTo: number;
  surnameFrom: string;
  surnameTo: string;
  position: number;
}
