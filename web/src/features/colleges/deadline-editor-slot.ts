import type { ComponentType } from 'react';
import type { CuratedDeadlineFieldsFragment } from '../../gql/graphql';

/** What the college page hands a staff deadline editor. */
export interface DeadlineEditorProps {
  unitid: string;
  collegeName: string;
  cycle: number;
  /** The curated deadlines of `cycle` as the page shows them. */
  deadlines: CuratedDeadlineFieldsFragment[];
  /** Call after saving: the page reads the deadlines again. */
  onSaved: () => void;
}

let editor: ComponentType<DeadlineEditorProps> | null = null;

/**
 * The staff editor of curated deadlines is built in features/applications; it plugs itself into the college page
 * here (call `provideDeadlineEditor(Editor)` at the top level of that feature's routes.tsx, which the router loads
 * before the first render), so neither feature edits the other's files. The page shows it to counselors and admins.
 */
export function provideDeadlineEditor(component: ComponentType<DeadlineEditorProps>): void {
  editor = component;
}

export function deadlineEditor(): ComponentType<DeadlineEditorProps> | null {
  return editor;
}
