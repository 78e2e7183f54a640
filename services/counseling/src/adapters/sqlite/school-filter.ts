import type { Schools } from '../../ports/schools.js';

/** `AND s.school_id IN (...)` for a school list; nothing for 'all'. The list is bound as JSON (@schools). */
export const schoolFilter = (schools: Schools) => (schools === 'all' ? '' : 'AND s.school_id IN (SELECT value FROM json_each(@schools))');
export const schoolParams = (schools: Schools) => (schools === 'all' ? {} : { schools: JSON.stringify(schools) });
