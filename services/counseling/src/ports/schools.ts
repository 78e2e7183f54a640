/** Which students a list across students covers: 'all' (admins) or these schools' students. */
export type Schools = 'all' | string[];
