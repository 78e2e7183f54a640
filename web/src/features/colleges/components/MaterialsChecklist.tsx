import { Checkbox, Descriptions, Radio } from 'antd';
import type { ApplicationMaterialsInput, FeeState, TestScoresState, TranscriptState } from '../../../gql/graphql';
import { FEE_LABELS, TEST_SCORES_LABELS, TRANSCRIPT_LABELS } from '../college-format';
import type { MyApplication } from '../use-my-list';
import { RecommendersEditor } from './RecommendersEditor';

interface MaterialsChecklistProps {
  application: MyApplication;
  /** Saves one change; resolves to whether it was saved. */
  onSave: (materials: ApplicationMaterialsInput, what: string) => Promise<boolean>;
}

const options = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** The materials checklist; every tick saves at once (with a toast). */
export function MaterialsChecklist({ application: a, onSave }: MaterialsChecklistProps) {
  const m = a.materials;
  const name = a.collegeName;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        {
          key: 'form', label: 'Application form',
          children: (
            <Checkbox checked={m.applicationForm} aria-label={`Application form complete for ${name}`}
              onChange={(e) => void onSave({ applicationForm: e.target.checked }, e.target.checked ? 'application form complete' : 'application form not complete')}>
              Complete
            </Checkbox>
          ),
        },
        {
          key: 'essays', label: 'Essays',
          children: (
            <Checkbox checked={m.essays} aria-label={`Essays complete for ${name}`}
              onChange={(e) => void onSave({ essays: e.target.checked }, e.target.checked ? 'essays complete' : 'essays not complete')}>
              Complete
            </Checkbox>
          ),
        },
        {
          key: 'transcript', label: 'Transcript',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Transcript for ${name}`} value={m.transcript}
              options={options(TRANSCRIPT_LABELS)}
              onChange={(e) => {
                const transcript = e.target.value as TranscriptState;
                void onSave({ transcript }, `transcript ${TRANSCRIPT_LABELS[transcript].toLowerCase()}`);
              }} />
          ),
        },
        {
          key: 'tests', label: 'Test scores',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Test scores for ${name}`} value={m.testScores}
              options={options(TEST_SCORES_LABELS)}
              onChange={(e) => {
                const testScores = e.target.value as TestScoresState;
                void onSave({ testScores }, `test scores ${TEST_SCORES_LABELS[testScores].toLowerCase()}`);
              }} />
          ),
        },
        {
          key: 'recs', label: 'Recommendations',
          children: (
            <RecommendersEditor collegeName={name} recommendations={m.recommendations}
              onSave={(recommendations, what) => onSave({ recommendations }, what)} />
          ),
        },
        {
          key: 'fee', label: 'Application fee',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Application fee for ${name}`} value={m.fee}
              options={options(FEE_LABELS)}
              onChange={(e) => {
                const fee = e.target.value as FeeState;
                void onSave({ fee }, `application fee ${FEE_LABELS[fee].toLowerCase()}`);
              }} />
          ),
        },
      ]}
    />
  );
}
