import type { CounselingRecord } from '../../domain/counseling.js';
import { MAX_NOTES, MAX_TASKS, noteText } from '../../domain/counseling.js';
import type { CounselingSource } from '../../ports/counseling-source.js';
import { ChatCounselingDocument } from '../../gql/counseling.js';
import { callSubgraph, type SubgraphClientOptions } from '@counsel/kit';

/**
 * CounselingSource over the counseling subgraph's `studentNotes` and `studentTasks`, on the caller's behalf: a
 * student's token gets no notes there (NOT_FOUND), and a staff read is logged by counseling. Notes arrive as
 * sanitized HTML and leave this adapter as plain text; only open tasks are kept.
 */
export class CounselingClient implements CounselingSource {
  private readonly options: SubgraphClientOptions;
  // Named once here: a spread of the options on every call costs a copy per turn.
  constructor(upstream: Omit<SubgraphClientOptions, 'service'>) {
    this.options = { url: upstream.url, timeoutMs: upstream.timeoutMs, service: 'counseling' };
  }

  async forStudent(studentId: string, token: string | null): Promise<CounselingRecord> {
    const data = await callSubgraph(this.options, token, ChatCounselingDocument, { studentId });
    return {
      notes: data.studentNotes.slice(0, MAX_NOTES).map((n) => ({
        id: n.id, text: noteText(n.body), pinned: n.pinned, tags: [...n.tags], date: n.updatedAt.slice(0, 10),
      })).filter((n) => n.text),
      tasks: data.studentTasks.filter((t) => !t.done).slice(0, MAX_TASKS).map((t) => ({
        id: t.taskId, title: t.title, dueDate: t.dueDate, overdue: t.overdue,
      })),
    };
  }
}
