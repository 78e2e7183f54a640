import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Flex, Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SaveSystemSettingDocument, SystemSettingDocument } from '../../gql/graphql';

const KEY = 'guardian_access_at_majority';
/** The settings service's allowed values; unset reads as its default, `continues` (docs/accounts.md#guardians). */
const RULES = ['continues', 'student_consent'] as const;
type Rule = (typeof RULES)[number];

/** The district's rule for guardians' access once a student is 18: it continues, or the student must consent. */
export function GuardianMajorityCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const setting = useQuery(SystemSettingDocument, { variables: { key: KEY }, fetchPolicy: 'network-only' });
  const [saveSetting, saving] = useMutation(SaveSystemSettingDocument, {
    // The setting has no id of its own: the saved value replaces the cached read.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: SystemSettingDocument, variables: { key: KEY }, data: { systemSetting: data.saveSystemSetting } });
    },
  });
  const stored = setting.data?.systemSetting?.value;
  const rule: Rule = stored === 'student_consent' ? 'student_consent' : 'continues';

  const change = async (next: Rule) => {
    try {
      await saveSetting({ variables: { key: KEY, value: next } });
      toast.success(t('saved'), t(`majority.${next}.saved`));
    } catch (error) {
      toast.error(t('saveError'), graphqlMessage(error) ?? t('majority.saveError'));
    }
  };

  return (
    <Card title={t('majority.title')} data-testid="guardian-majority">
      {setting.error && !setting.data ? (
        <LoadErrorAlert title={t('majority.loadError')} onRetry={() => void setting.refetch()} />
      ) : !setting.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text id="guardian-majority-intro">{t('majority.intro')}</Typography.Text>
          <Radio.Group aria-labelledby="guardian-majority-intro" value={rule} disabled={saving.loading} onChange={(e) => void change(e.target.value as Rule)}>
            <Flex vertical gap={12}>
              {RULES.map((r) => (
                // The choice's name is its label; its explanation is read as its description.
                <Flex key={r} vertical gap={2}>
                  <Radio value={r} aria-describedby={`guardian-majority-${r}`}>
                    <Typography.Text strong>{t(`majority.${r}.label`)}</Typography.Text>
                  </Radio>
                  <Typography.Text type="secondary" id={`guardian-majority-${r}`} style={{ paddingInlineStart: 24 }}>{t(`majority.${r}.help`)}</Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Radio.Group>
        </Flex>
      )}
    </Card>
  );
}
