import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { MeetingBriefQuery } from '../../../gql/graphql';
import { answeredByText } from './brief-answered-by';

export type Brief = MeetingBriefQuery['meetingBrief'];
type Line = Brief['sections'][number]['lines'][number];

const SOURCES = ['student_profile', 'college_preferences', 'college_list', 'academic_plan', 'documents', 'counselor_note', 'task'];

/** The records a line can come from, as the brief names them (the wire value stays in data-source-type). */
export const sourceLabel = (type: string) => (SOURCES.includes(type) ? i18next.t(`brief.sources.${type}`, { ns: 'counselor' }) : type);

function Sources({ line, renderSource }: { line: Line; renderSource: (type: string, label: string) => ReactNode }) {
  const types = [...new Set(line.sources.map((s) => s.type))];
  return <>{types.map((t) => <span key={t} data-source-type={t}>{renderSource(t, sourceLabel(t))}</span>)}</>;
}

interface BriefDocumentProps {
  brief: Brief;
  /** The level of the brief's own heading: 2 inside the profile page, 1 on paper. */
  level: 1 | 2;
  renderSource: (type: string, label: string) => ReactNode;
  listStyle?: CSSProperties;
}

/** Topics are in order of importance; other sections are plain lists. */
const listTag = (key: string): 'ol' | 'ul' => (key === 'topics' ? 'ol' : 'ul');

/**
 * The brief as plain, semantic HTML (headings, lists), the same on screen and on paper: each section a heading and a
 * list, each line followed by the records it comes from. Topics are an ordered list.
 */
export function BriefDocument({ brief, level, renderSource, listStyle }: BriefDocumentProps) {
  const { t } = useTranslation('counselor');
  const Title = `h${level}` as 'h1' | 'h2';
  const Section = `h${level + 1}` as 'h2' | 'h3';
  return (
    <article aria-label={t('brief.for', { name: brief.studentName })} data-testid="meeting-brief">
      {/* On screen the title takes focus when the brief arrives (tabIndex -1: focusable by script, not by Tab). */}
      <Title id={`meeting-brief-title-${level}`} tabIndex={-1} style={{ marginTop: 0 }}>{t('brief.title', { name: brief.studentName })}</Title>
      <p data-testid="meeting-brief-meta">{t('brief.meta', { date: brief.today, by: answeredByText(brief) })}</p>
      {brief.sections.map((section) => {
        const List = listTag(section.key);
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
