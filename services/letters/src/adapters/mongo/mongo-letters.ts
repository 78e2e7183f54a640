import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { Letter } from '../../domain/letter.js';
import type { LetterRepository, LetterWrites } from '../../ports/letters-repository.js';
import type { LetterDoc, LettersModels } from './models.js';

const toLetter = ({ _id, ...d }: LetterDoc): Letter => ({
  ...d, requestId: _id, body: d.body ?? null, blobId: d.blobId ?? null, fileName: d.fileName ?? null, fileSize: d.fileSize ?? null,
});

/** Teachers' letters, one per request. */
export class MongoLetters implements LetterRepository {
  constructor(private readonly models: LettersModels) {}

  writes(stage: Stage): LetterWrites {
    return { save: ({ requestId, ...l }) => stage((session) => this.models.letters.replaceOne({ _id: requestId }, { _id: requestId, ...l }, { upsert: true, session })) };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.letters.deleteMany({ studentId }, { session });
  }

  async many(requestIds: readonly string[]) {
    if (requestIds.length === 0) return [];
    return (await this.models.letters.find({ _id: { $in: requestIds } }).lean<LetterDoc[]>()).map(toLetter);
  }

  async get(requestId: string) {
    const d = await this.models.letters.findById(requestId).lean<LetterDoc>();
    return d ? toLetter(d) : null;
  }

  async ofStudent(studentId: string) {
    return (await this.models.letters.find({ studentId }).sort({ submittedAt: 1, _id: 1 }).lean<LetterDoc[]>()).map(toLetter);
  }

  async blobIdsOf(studentId: string) {
    return (await this.models.letters.find({ studentId, blobId: { $ne: null } }).lean<LetterDoc[]>()).flatMap((d) => (d.blobId ? [d.blobId] : []));
  }
}
