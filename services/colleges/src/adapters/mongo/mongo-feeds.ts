import type { Stage } from '@counsel/kit';
import type { FeedRepository, FeedWrites } from '../../ports/feeds-repository.js';
import type { ApplicationsModels, FeedDoc } from './applications-models.js';
import { toFeed } from './convert.js';

/** Calendar feeds (`_id`: the student id) and their key. */
export class MongoFeeds implements FeedRepository {
  constructor(private readonly models: ApplicationsModels) {}

  writes(stage: Stage): FeedWrites {
    return {
      save: ({ studentId, ...f }) => stage((session) => this.models.feeds.replaceOne({ _id: studentId }, { _id: studentId, ...f }, { upsert: true, session })),
    };
  }

  async ofStudent(studentId: string) {
    const d = await this.models.feeds.findById(studentId).lean<FeedDoc>();
    return d ? toFeed(d) : null;
  }

  async byTokenHash(tokenHash: string) {
    const d = await this.models.feeds.findOne({ tokenHash }).lean<FeedDoc>();
    return d ? toFeed(d) : null;
  }

  async key() {
    return (await this.models.keys.findById('feed').lean<{ key: string }>())!.key;
  }
}
