import type { DeadlineEditorProps } from '../colleges/deadline-editor-slot';
import { CollegeDeadlinesEditor } from './CollegeDeadlinesEditor';

/** The curated-deadlines editor as the college page shows it to staff: the page picks the cycle and reloads after a save. */
export function CollegePageDeadlineEditor({ unitid, cycle, onSaved }: DeadlineEditorProps) {
  return <CollegeDeadlinesEditor unitid={unitid} cycle={cycle} onSaved={onSaved} showCycle={false} />;
}
