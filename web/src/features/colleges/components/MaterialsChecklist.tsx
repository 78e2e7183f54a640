import { useTranslation } from 'react-i18next';
import { Checkbox, Descriptions, Flex, Radio, Typography } from 'antd';
import type { ApplicationMaterialsInput, FeeState, TestScoresState, TranscriptState } from '../../../gql/graphql';
import { FEE_LABELS, TEST_SCORES_LABELS, TRANSCRIPT_LABELS, labelOptions } from '../college-format';
import { materialsTickText, type MaterialsTick } from '../materials-changes';
import type { MyApplication } from '../use-my-list';
import { PortalLetters } from './PortalLetters';
import { RecommendersEditor } from './RecommendersEditor';

interface MaterialsChecklistProps {
  application: MyApplication;
  /** Saves one change; resolves to whether it was saved. */
  onSave: (materials: ApplicationMaterialsInput, what: string) => Promise<boolean>;
}

const options = <T extends string>(labels: Record<T, string>) => labelOptions(Object.keys(labels) as T[], labels);

/** The materials checklist; every tick saves at once (with a toast). */
export function MaterialsChecklist({ application: a, onSave }: MaterialsChecklistProps) {
  const { t } = useTranslation('colleges');
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
          key: 'form', label: t('materials.form'),
          children: (
            <Checkbox checked={m.applicationForm} aria-label={t('materials.formOf', { college: name })}
              onChange={(e) => tick({ applicationForm: e.target.checked })}>
              {t('materials.complete')}
            </Checkbox>
          ),
        },
        {
          key: 'essays', label: t('materials.essays'),
          children: (
            <Checkbox checked={m.essays} aria-label={t('materials.essaysOf', { college: name })}
              onChange={(e) => tick({ essays: e.target.checked })}>
              {t('materials.complete')}
            </Checkbox>
          ),
        },
        {
          key: 'transcript', label: t('materials.transcript'),
          children: (
            <Radio.Group optionType="button" size="small" aria-label={t('materials.transcriptOf', { college: name })} value={m.transcript}
              options={options(TRANSCRIPT_LABELS)}
              onChange={(e) => tick({ transcript: e.target.value as TranscriptState })} />
          ),
        },
        {
          key: 'tests', label: t('materials.tests'),
          children: (
            <Radio.Group optionType="button" size="small" aria-label={t('materials.testsOf', { college: name })} value={m.testScores}
              options={options(TEST_SCORES_LABELS)}
              onChange={(e) => tick({ testScores: e.target.value as TestScoresState })} />
          ),
        },
        {
          key: 'recs', label: t('materials.recs'),
          children: (
            <Flex vertical gap={8}>
              <PortalLetters letters={a.letters} collegeName={name} />
              {a.letters.length > 0 && <Typography.Text type="secondary">{t('materials.otherRecs')}</Typography.Text>}
              <RecommendersEditor collegeName={name} recommendations={m.recommendations}
                onSave={(recommendations, what) => onSave({ recommendations }, what)} />
            </Flex>
          ),
        },
        {
          key: 'fee', label: t('materials.fee'),
          children: (
            <Radio.Group optionType="button" size="small" aria-label={t('materials.feeOf', { college: name })} value={m.fee}
              options={options(FEE_LABELS)}
              onChange={(e) => tick({ fee: e.target.value as FeeState })} />
          ),
        },
      ]}
    />
  );
}
