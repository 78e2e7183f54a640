import type { Stage } from '@counsel/kit';
import type { HistoryPoint } from '../../domain/school-history.js';
import type { HistoryRepository, HistoryWrites } from '../../ports/history-repository.js';
import type { ApplicationsModels, HistoryPointDoc, HistoryRulesDoc } from './applications-models.js';

const toPoint = ({ _id, ...d }: HistoryPointDoc): HistoryPoint => ({
  outcomeId: _id, schoolId: d.schoolId, collegeId: d.collegeId, result: d.result, gpa: d.gpa ?? null, sat: d.sat ?? null, act: d.act ?? null,
});

/** The schools' history points (by the schoolId, collegeId index) and the rules. */
export class MongoHistory implements HistoryRepository {
  constructor(private readonly models: ApplicationsModels) {}

  writes(stage: Stage): HistoryWrites {
    const m = this.models;
    return {
      savePoints: (points) => stage((session) => m.historyPoints.bulkWrite(
        points.map(({ outcomeId, ...p }) => ({ replaceOne: { filter: { _id: outcomeId }, replacement: { _id: outcomeId, ...p }, upsert: true } })), { session },
      )),
      saveRules: (r) => stage((session) => m.historyRules.replaceOne({ _id: 'rules' }, { _id: 'rules', ...r }, { upsert: true, session })),
    };
  }

  async pointsAt(schoolIds: readonly string[], collegeIds: readonly string[]) {
    if (schoolIds.length === 0 || collegeIds.length === 0) return [];
    return (await this.models.historyPoints.find({ schoolId: { $in: [...schoolIds] }, collegeId: { $in: [...collegeIds] } }).sort({ _id: 1 })
      .lean<HistoryPointDoc[]>()).map(toPoint);
  }

  async rules() {
    const d = await this.models.historyRules.findById('rules').lean<HistoryRulesDoc>();
    return d ? { minimumApplicants: d.minimumApplicants, studentsMaySee: d.studentsMaySee } : null;
  }
}
