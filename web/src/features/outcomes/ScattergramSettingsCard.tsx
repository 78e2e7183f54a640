import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SaveSystemSettingDocument, SystemSettingDocument } from '../../gql/graphql';

const MINIMUM = 'scattergram_min_applicants';
const STUDENTS = 'scattergram_students';

/** The admin's two district settings for scattergrams: the minimum of past applicants, and whether students see them. */
export function ScattergramSettingsCard() {
  const { t } = useTranslation('outcomes');
  const toast = useToast();
  const minimum = useQuery(SystemSettingDocument, { variables: { key: MINIMUM }, fetchPolicy: 'network-only' });
  const students = useQuery(SystemSettingDocument, { variables: { key: STUDENTS }, fetchPolicy: 'network-only' });
  const [saveSetting, saving] = useMutation(SaveSystemSettingDocument, { refetchQueries: [SystemSettingDocument] });
  const [draft, setDraft] = useState<number | null>(null);
  const stored = Number(minimum.data?.systemSetting?.value ?? 5);
  const shownToStudents = (students.data?.systemSetting?.value ?? 'true') === 'true';

  const save = async (key: string, value: string) => {
    try {
      await saveSetting({ variables: { key, value } });
      toast.success(t('settings.saved'));
      return true;
    } catch (error) {
      toast.error(t('settings.failed'), graphqlMessage(error) ?? undefined);
      return false;
    }
  };

  const failed = (minimum.error && !minimum.data) || (students.error && !students.data);
  return (
    <Card title={t('settings.title')}>
      {failed ? (
        <LoadErrorAlert title={t('settings.loadError')} onRetry={() => { void minimum.refetch(); void students.refetch(); }} />
      ) : (minimum.loading && !minimum.data) || (students.loading && !students.data) ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={12}>
          <Flex align="center" gap={12} wrap>
            <label htmlFor="scattergram-minimum">{t('settings.minimum')}</label>
            <InputNumber id="scattergram-minimum" min={1} max={50} precision={0} value={draft ?? stored} onChange={(v) => setDraft(v)} />
            <Button loading={saving.loading} disabled={draft === null || draft === stored}
              onClick={() => void save(MINIMUM, String(draft)).then((ok) => { if (ok) setDraft(null); })}>
              {t('settings.save')}
            </Button>
          </Flex>
          <Flex align="center" gap={12}>
            <Switch id="scattergram-students" checked={shownToStudents} loading={saving.loading} onChange={(v) => void save(STUDENTS, String(v))} />
            <label htmlFor="scattergram-students">{t('settings.students')}</label>
          </Flex>
          <Typography.Text type="secondary">{t('settings.help')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
