import { readFileSync } from 'node:fs';
import type { DemoChunk } from './knowledge-search.js';

/** The knowledge service's demo documents (services/knowledge/src/demo), one passage per section. */
const DEMO_DIR = new URL('../../../knowledge/src/demo/', import.meta.url);

export const DEMO_DOCS = [
  { id: 'demo-kb-application-timeline', file: 'application-timeline.md' },
  { id: 'demo-kb-financial-aid', file: 'financial-aid-basics.md' },
  { id: 'demo-kb-essay-guidance', file: 'essay-guidance.md' },
  { id: 'demo-kb-testing-policies', file: 'testing-policies.md' },
  { id: 'demo-kb-campus-visit-scan', file: 'campus-visit-checklist.txt' },
] as const;

const NOTES = [
  {
    id: 'demo-note-senior-checklist', title: 'Senior Fall Checklist',
    text: 'Finalize your college list with reach, match and likely schools.\n\nRequest transcripts from the counseling office at least three weeks before your first deadline.\n\nConfirm that both recommenders have submitted their letters through the application portal.\n\nSubmit the FAFSA and, if a college asks for it, the CSS Profile.',
  },
  {
    id: 'demo-note-counselor-letters', title: 'Writing Counselor Recommendations',
    text: 'Collect a senior questionnaire from each student in September. Describe the student in the context of our school: course rigor relative to what we offer, growth over four years, and one specific anecdote. Upload the school profile with every school report so readers understand our grading scale.',
  },
];

export function demoChunks(): DemoChunk[] {
  const chunks: DemoChunk[] = [];
  for (const doc of DEMO_DOCS) {
    const text = readFileSync(new URL(doc.file, DEMO_DIR), 'utf8');
    const [first, ...rest] = text.split(/\n(?=## )/);
    const title = first.split('\n')[0].replace(/^#\s*/, '').trim();
    const intro = first.split('\n').slice(1).join('\n').trim();
    if (intro) chunks.push({ id: `${doc.id}#0`, sourceId: doc.id, sourceType: 'knowledge_base', title, text: intro });
    rest.forEach((section, i) => {
      const [heading, ...body] = section.split('\n');
      chunks.push({ id: `${doc.id}#${i + 1}`, sourceId: doc.id, sourceType: 'knowledge_base', title: `${title}: ${heading.replace(/^##\s*/, '')}`, text: body.join('\n').trim() });
    });
  }
  for (const n of NOTES) chunks.push({ id: `${n.id}#0`, sourceId: n.id, sourceType: 'content', title: n.title, text: n.text });
  return chunks;
}
