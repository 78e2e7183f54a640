import { Checkbox, Descriptions, Flex, Radio, Typography } from 'antd';
import type { ApplicationMaterialsInput, FeeState, TestScoresState, TranscriptState } from '../../../gql/graphql';
import { FEE_LABELS, TEST_SCORES_LABELS, TRANSCRIPT_LABELS } from '../college-format';
import { materialsTickText, type MaterialsTick } from '../materials-changes';
import type { MyApplication } from '../use-my-list';
import { PortalLetters } from './PortalLetters';
import { RecommendersEditor } from './RecommendersEditor';

interface MaterialsChecklistProps {
  application: MyApplication;
  /** Saves one change; resolves to whether it was saved. */
  onSave: (materials: ApplicationMaterialsInput, what: string) => Promise<boolean>;
}

const options = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** The materials checklist; every tick saves at once (with a toast). */
export function MaterialsChecklist({ application: a, onSave }: MaterialsChecklistProps) {
  const tick = (change: MaterialsTick) => void onSave(change, materialsTickText(change));
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
              onChange={(e) => tick({ applicationForm: e.target.checked })}>
              Complete
            </Checkbox>
          ),
        },
        {
          key: 'essays', label: 'Essays',
          children: (
            <Checkbox checked={m.essays} aria-label={`Essays complete for ${name}`}
              onChange={(e) => tick({ essays: e.target.checked })}>
              Complete
            </Checkbox>
          ),
        },
        {
          key: 'transcript', label: 'Transcript',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Transcript for ${name}`} value={m.transcript}
              options={options(TRANSCRIPT_LABELS)}
              onChange={(e) => tick({ transcript: e.target.value as TranscriptState })} />
          ),
        },
        {
          key: 'tests', label: 'Test scores',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Test scores for ${name}`} value={m.testScores}
              options={options(TEST_SCORES_LABELS)}
              onChange={(e) => tick({ testScores: e.target.value as TestScoresState })} />
          ),
        },
        {
          key: 'recs', label: 'Recommendations',
          children: (
            <Flex vertical gap={8}>
              <PortalLetters letters={a.letters} collegeName={name} />
              {a.letters.length > 0 && <Typography.Text type="secondary">Other recommenders (outside Counsel):</Typography.Text>}
              <RecommendersEditor collegeName={name} recommendations={m.recommendations}
                onSave={(recommendations, what) => onSave({ recommendations }, what)} />
            </Flex>
          ),
        },
        {
          key: 'fee', label: 'Application fee',
          children: (
            <Radio.Group optionType="button" size="small" aria-label={`Application fee for ${name}`} value={m.fee}
              options={options(FEE_LABELS)}
              onChange={(e) => tick({ fee: e.target.value as FeeState })} />
          ),
        },
      ]}
    />
  );
}
