import type { CSSProperties, ReactNode } from 'react';
import type { MeetingBriefQuery } from '../../../gql/graphql';
import { answeredByText } from './brief-answered-by';

export type Brief = MeetingBriefQuery['meetingBrief'];
type Line = Brief['sections'][number]['lines'][number];

/** The records a line can come from, as the brief names them (the wire value stays in data-source-type). */
export const SOURCE_LABELS: Record<string, string> = {
  student_profile: 'Profile', college_preferences: 'Preferences', college_list: 'College list', academic_plan: 'Academic plan', documents: 'Documents',
  counselor_note: 'Counselor note', task: 'Task',
};

function Sources({ line, renderSource }: { line: Line; renderSource: (type: string, label: string) => ReactNode }) {
  const types = [...new Set(line.sources.map((s) => s.type))];
  return <>{types.map((t) => <span key={t} data-source-type={t}>{renderSource(t, SOURCE_LABELS[t] ?? t)}</span>)}</>;
}

interface BriefDocumentProps {
  brief: Brief;
  /** The level of the brief's own heading: 2 inside the profile page, 1 on paper. */
  level: 1 | 2;
  renderSource: (type: string, label: string) => ReactNode;
  listStyle?: CSSProperties;
}

/**
 * The brief as plain, semantic HTML (headings, lists), the same on screen and on paper: each section a heading and a
 * list, each line followed by the records it comes from. Topics are an ordered list.
 */
export function BriefDocument({ brief, level, renderSource, listStyle }: BriefDocumentProps) {
  const Title = `h${level}` as 'h1' | 'h2';
  const Section = `h${level + 1}` as 'h2' | 'h3';
  return (
    <article aria-label={`Pre-meeting brief for ${brief.studentName}`} data-testid="meeting-brief">
      {/* On screen the title takes focus when the brief arrives (tabIndex -1: focusable by script, not by Tab). */}
      <Title id={`meeting-brief-title-${level}`} tabIndex={-1} style={{ marginTop: 0 }}>Pre-meeting brief: {brief.studentName}</Title>
      <p data-testid="meeting-brief-meta">Prepared {brief.today}. {answeredByText(brief)}.</p>
      {brief.sections.map((section) => {
        const List = section.key === 'topics' ? 'ol' : 'ul';
        return (
          <section key={section.key} data-section={section.key} aria-labelledby={`brief-${level}-${section.key}`}>
            <Section id={`brief-${level}-${section.key}`}>{section.title}</Section>
            <List style={listStyle}>
              {section.lines.map((line, i) => (
                <li key={i}>
                  {line.text} <Sources line={line} renderSource={renderSource} />
                </li>
              ))}
            </List>
          </section>
        );
      })}
    </article>
  );
}
