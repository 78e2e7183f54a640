import type { PdfBlock } from '@counsel/kit/pdf';
import { htmlAsText, none, objs, str, strs, type Json } from './summary-values.js';
import { ENGLISH, capitalize, count, dateInWords, listInWords, machineWords, timeInWords, type Wording } from './words.js';

const KINDS: Record<string, string> = { individual: 'Individual meeting', group: 'Group meeting', family: 'Family meeting', virtual: 'Video meeting' };
const STATES: Record<string, string> = { scheduled: 'scheduled', held: 'held', cancelled: 'cancelled' };
const TAGS: Record<string, string> = { academic: 'academic', college: 'college', personal: 'personal', family_contact: 'family contact' };

export function meetingBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const meetings = objs(items.meetings);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'Meetings' }];
  if (!meetings.length) return [...blocks, none('No meeting.')];
  return [...blocks, {
    kind: 'list',
    items: meetings.map((m) => {
      const topics = strs(m.topics);
      const note = str(m.note);
      return [
        `${timeInWords(str(m.startsAt), w)}: ${KINDS[String(m.kind)] ?? 'Meeting'} with ${str(m.counselorName) ?? 'a counselor'}, `
          + `${count(Number(m.lengthMinutes) || 0, 'minute', 'minutes')}, ${STATES[String(m.state)] ?? machineWords(String(m.state))}.`,
        topics.length ? `Topics: ${listInWords(topics, w)}.` : '',
        note ? `Note: ${note}` : '',
      ].filter(Boolean).join('\n');
    }),
  }];
}

export function taskBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  const tasks = objs(items.taskAssignments);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'Tasks' }];
  if (!tasks.length) return [...blocks, none('No task.')];
  return [...blocks, {
    kind: 'checklist',
    items: tasks.map((t) => {
      const due = dateInWords(str(t.dueDate), w);
      const by = str(t.assignedBy);
      const done = t.done === true;
      const when = dateInWords(str(t.doneAt), w);
      return {
        done,
        text: `${str(t.title) ?? 'A task'}${due ? `, due ${due}` : ''}${by ? `, from ${by}` : ''}: ${done ? `done${when ? ` on ${when}` : ''}` : 'not done yet'}`,
      };
    }),
  }];
}

/** Counselors' notes, in the admin's export only (the student's own leaves them out). */
export function noteBlocks(items: Json, w: Wording = ENGLISH): PdfBlock[] {
  if (!('notes' in items)) return [];
  const notes = objs(items.notes);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'Counselors\' notes' }];
  if (!notes.length) return [...blocks, none('No note.')];
  for (const n of notes) {
    const tags = strs(n.tags).map((t) => TAGS[t] ?? machineWords(t));
    const edits = objs(n.history).length;
    const about = [
      `${str(n.authorName) ?? 'A counselor'}, ${dateInWords(str(n.createdAt), w)}`,
      n.pinned === true ? 'pinned' : '',
      tags.length ? `about: ${listInWords(tags, w)}` : '',
      edits ? `edited ${count(edits, 'time', 'times')}, last by ${str(n.updatedByName) ?? 'a counselor'} on ${dateInWords(str(n.updatedAt), w)}` : '',
    ].filter(Boolean).join('; ');
    blocks.push({ kind: 'paragraph', text: capitalize(about), muted: true }, { kind: 'paragraph', text: htmlAsText(str(n.body) ?? '') || '(empty)' });
  }
  return blocks;
}
