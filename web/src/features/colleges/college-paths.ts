import type { Role } from '../../app/roles';

/** Where college screens live per role (staff and students each under their own home, as the rest of the app). */
export const collegeSearchPath = (role: Role) => `/${role}/colleges`;
export const collegePath = (role: Role, unitid: string) => `/${role}/colleges/${encodeURIComponent(unitid)}`;
export const MY_COLLEGES_PATH = '/student/my-colleges';
