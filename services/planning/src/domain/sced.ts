/**
 * The NCES School Courses for the Exchange of Data (SCED) subject areas, the first two digits of a SCED course
 * code (SCED version 10). A catalog course names one; graduation requirements count credits by them.
 */
export const SCED_AREAS: Readonly<Record<string, string>> = {
  '01': 'English Language Arts',
  '02': 'Mathematics',
  '03': 'Life and Physical Sciences',
  '04': 'Social Sciences and History',
  '05': 'Visual and Performing Arts',
  '07': 'Religious Education and Theology',
  '08': 'Physical, Health, and Safety Education',
  '09': 'Military Science',
  '10': 'Information Technology',
  '11': 'Communication and Audio/Visual Technology',
  '12': 'Business and Marketing',
  '13': 'Manufacturing',
  '14': 'Health Care Sciences',
  '15': 'Public, Protective, and Government Service',
  '16': 'Hospitality and Tourism',
  '17': 'Architecture and Construction',
  '18': 'Agriculture, Food, and Natural Resources',
  '19': 'Human Services',
  '20': 'Transportation, Distribution, and Logistics',
  '21': 'Engineering and Technology',
  '22': 'Miscellaneous',
  '23': 'Non-Subject-Specific',
  '24': 'World Languages',
};

export const isScedArea = (code: string): boolean => Object.hasOwn(SCED_AREAS, code);
export const scedAreaName = (code: string): string => SCED_AREAS[code] ?? code;

/** College-entrance areas a course may count for: UC/CSU a-g and the NCAA Division I core categories. */
export const ENTRANCE_AREAS = [
  'ag:a', 'ag:b', 'ag:c', 'ag:d', 'ag:e', 'ag:f', 'ag:g',
  'ncaa:english', 'ncaa:math', 'ncaa:science', 'ncaa:social', 'ncaa:additional',
] as const;
export const isEntranceArea = (a: string): boolean => (ENTRANCE_AREAS as readonly string[]).includes(a);

/** The area codes a requirement may name: an entrance area, or a SCED subject area as "sced:01". */
export const isRequirementArea = (a: string): boolean => isEntranceArea(a) || (a.startsWith('sced:') && isScedArea(a.slice(5)));
