import { readFile } from 'node:fs/promises';

/** The demo knowledge base: documents this project wrote (src/demo/*.md), turned into files at seed time. */
export interface DemoDocument {
  id: string;
  fileName: string;
  source: string;
  format: 'pdf' | 'docx' | 'scan';
  title: string;
  description: string;
  tags: string[];
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  { id: 'demo-kb-application-timeline', fileName: 'application-timeline.pdf', source: 'application-timeline.md', format: 'pdf', title: 'College Application Timeline', description: 'Junior spring to May 1: deadlines, early decision and action, recommendations.', tags: ['timeline', 'deadlines', 'applications'] },
  { id: 'demo-kb-financial-aid', fileName: 'financial-aid-basics.pdf', source: 'financial-aid-basics.md', format: 'pdf', title: 'Financial Aid Basics', description: 'FAFSA, CSS Profile, scholarships, comparing offers and loans.', tags: ['financial aid', 'fafsa', 'scholarships'] },
  { id: 'demo-kb-essay-guidance', fileName: 'essay-guidance.docx', source: 'essay-guidance.md', format: 'docx', title: 'Writing the College Essay', description: 'Personal essay, supplements, activities list and editing.', tags: ['essays', 'writing'] },
  { id: 'demo-kb-testing-policies', fileName: 'testing-policies.pdf', source: 'testing-policies.md', format: 'pdf', title: 'Standardized Testing Policies', description: 'Test-optional policies, the digital SAT, the ACT, superscoring, fee waivers.', tags: ['testing', 'sat', 'act'] },
  { id: 'demo-kb-campus-visit-scan', fileName: 'campus-visit-checklist-scan.pdf', source: 'campus-visit-checklist.txt', format: 'scan', title: 'Campus Visit Checklist (scanned)', description: 'A scanned handout: read by OCR.', tags: ['campus visits'] },
];

export interface DemoContentItem {
  id: string;
  type: 'note' | 'link';
  title: string;
  description: string;
  tags: string[];
  body?: string;
  url?: string;
  visibleToStudents: boolean;
}

export const DEMO_CONTENT: readonly DemoContentItem[] = [
  {
    id: 'demo-note-senior-checklist', type: 'note', title: 'Senior Fall Checklist', visibleToStudents: true,
    description: 'What every senior should finish before Thanksgiving.', tags: ['checklist', 'seniors', 'deadlines'],
    body: '# Senior Fall Checklist\n\nFinalize your college list with reach, match and likely schools.\n\nRequest transcripts from the counseling office at least three weeks before your first deadline.\n\nConfirm that both recommenders have submitted their letters through the application portal.\n\nSubmit the FAFSA and, if a college asks for it, the CSS Profile.',
  },
  {
    id: 'demo-note-counselor-letters', type: 'note', title: 'Writing Counselor Recommendations', visibleToStudents: false,
    description: 'Internal note for counselors on the school report and counselor letter.', tags: ['recommendations', 'counselors'],
    body: '# Counselor recommendation letters\n\nCollect a senior questionnaire from each student in September. Describe the student in the context of our school: course rigor relative to what we offer, growth over four years, and one specific anecdote. Upload the school profile with every school report so readers understand our grading scale.',
  },
  {
    id: 'demo-link-studentaid', type: 'link', title: 'Federal Student Aid (FAFSA)', visibleToStudents: true,
    description: 'File the FAFSA and create a StudentAid.gov account.', tags: ['financial aid', 'fafsa'], url: 'https://studentaid.gov/',
  },
  {
    id: 'demo-link-common-app', type: 'link', title: 'Common App', visibleToStudents: true,
    description: 'Apply to many colleges with one application; essay prompts and requirements.', tags: ['applications', 'essays'], url: 'https://www.commonapp.org/',
  },
  {
    id: 'demo-link-net-price', type: 'link', title: 'College Navigator', visibleToStudents: false,
    description: 'Federal data on costs, graduation rates and net price by college.', tags: ['financial aid', 'research'], url: 'https://nces.ed.gov/collegenavigator/',
  },
];

export const demoSourceText = (source: string) => readFile(new URL(`./${source}`, import.meta.url), 'utf8');
