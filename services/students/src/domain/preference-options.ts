/**
 * The college-preference questionnaire. Radio answers are stored as the option text;
 * checklist entries are stored as the full statement text. Statement ids (size_a, loc_b, …) are the
 * codes older records used: `statementText` maps them back to the text when reading.
 */
export const FEELING_OPTIONS = ['Stressed', 'Excited', 'Do not know'] as const;
export const CONCERN_OPTIONS = ['Finding the right College', 'Application nitty gritty', 'Financial Aid/Scholarship', 'Right environment'] as const;
export const SEARCH_STARTED_OPTIONS = ['Yes', 'No', 'Just started'] as const;

export interface Statement { id: string; text: string }

export const COLLEGE_SIZE_STATEMENTS: readonly Statement[] = [
  { id: 'size_a', text: 'I want a small college with fewer than 5,000 undergraduates.' },
  { id: 'size_b', text: 'I would like a mid-sized college with 5,000 to 15,000 undergraduates.' },
  { id: 'size_c', text: 'I am drawn to a large university with more than 15,000 undergraduates.' },
  { id: 'size_d', text: 'I want small classes where professors know me by name.' },
  { id: 'size_e', text: 'I am comfortable in large lecture halls for introductory courses.' },
  { id: 'size_f', text: 'I want a close-knit campus where I see familiar faces every day.' },
  { id: 'size_g', text: 'I want a big campus with a wide range of majors to choose from.' },
  { id: 'size_h', text: 'I would like big-time college sports and a lively school spirit.' },
  { id: 'size_i', text: 'I want a college where undergraduates, not graduate students, get most of the professors\u2019 attention.' },
  { id: 'size_j', text: 'I want a long list of student clubs and organizations to choose from.' },
  { id: 'size_k', text: 'I would consider a small college inside a larger university system.' },
  { id: 'size_l', text: 'The size of the college does not matter much to me.' },
];

export const LOCATION_STATEMENTS: readonly Statement[] = [
  { id: 'loc_a', text: 'I want to stay within driving distance of home.' },
  { id: 'loc_b', text: 'I want to attend college in my home state.' },
  { id: 'loc_c', text: 'I am open to going to college anywhere in the country.' },
  { id: 'loc_d', text: 'I would like to study in a big city.' },
  { id: 'loc_e', text: 'I would prefer a suburban campus close to a city.' },
  { id: 'loc_f', text: 'I would like a rural or small-town campus.' },
  { id: 'loc_g', text: 'I would prefer a place with a warm climate.' },
  { id: 'loc_h', text: 'I want to be near the ocean, the mountains or other outdoor recreation.' },
  { id: 'loc_i', text: 'I would consider studying outside the United States.' },
];

export const ACADEMICS_STATEMENTS: readonly Statement[] = [
  { id: 'acad_a', text: 'I want a strong program in the major I plan to study.' },
  { id: 'acad_b', text: 'I am undecided and want room to explore different majors.' },
  { id: 'acad_c', text: 'I want undergraduate research opportunities with professors.' },
  { id: 'acad_d', text: 'I want internships, co-ops or strong career placement support.' },
  { id: 'acad_e', text: 'I want a study-abroad program.' },
  { id: 'acad_f', text: 'I want to play a sport at the varsity or club level.' },
  { id: 'acad_g', text: 'I want strong arts programs such as music, theater or visual arts.' },
  { id: 'acad_h', text: 'I want an honors college or honors program.' },
  { id: 'acad_i', text: 'I want strong support services such as tutoring, advising and accessibility services.' },
];

export type ChecklistName = 'collegeSizePreferences' | 'locationPreferences' | 'academicsExtracurricularsPreferences';

export const CHECKLISTS: Record<ChecklistName, { label: string; statements: readonly Statement[] }> = {
  collegeSizePreferences: { label: 'College size', statements: COLLEGE_SIZE_STATEMENTS },
  locationPreferences: { label: 'Location', statements: LOCATION_STATEMENTS },
  academicsExtracurricularsPreferences: { label: 'Academics and extracurriculars', statements: ACADEMICS_STATEMENTS },
};

export const QUESTIONS = {
  overallFeeling: { label: 'How do you feel about the college process overall?', options: FEELING_OPTIONS },
  concerns: { label: 'What is your biggest concern right now?', options: CONCERN_OPTIONS },
  collegeSearchStarted: { label: 'Have you started your college search?', options: SEARCH_STARTED_OPTIONS },
} as const;

const byId = new Map<string, string>(
  [...COLLEGE_SIZE_STATEMENTS, ...LOCATION_STATEMENTS, ...ACADEMICS_STATEMENTS].map((s) => [s.id, s.text]),
);

/** The statement text for an id code (old records), else the value unchanged. */
export function statementText(entry: string): string {
  return byId.get(entry) ?? entry;
}
