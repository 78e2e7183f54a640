import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Flex, Input, Skeleton, Space, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { PageHeading } from '../../components/PageHeading';
import { GuardianMajorityCard } from './GuardianMajorityCard';
import { NotesToModelsCard } from './NotesToModelsCard';
import { ScattergramSettingsCard } from '../outcomes/ScattergramSettingsCard';
import { PromptHistory } from './PromptHistory';
import { useSystemPrompt } from './use-system-prompt';

/** Admin System Settings: the chatbot system prompt editor and the district's settings. */
export function SystemSettingsPage() {
  const { token } = theme.useToken();
  const toast = useToast();
  const { t } = useTranslation(['settings', 'common']);
  const prompt = useSystemPrompt();
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);

  // The editor starts from the prompt in force (saved, else the default).
  useEffect(() => { if (text === null && prompt.current !== null) setText(prompt.current); }, [prompt.current, text]);
  const value = text ?? '';
  const dirty = prompt.current !== null && value !== prompt.current;

  const save = async () => {
    setSaving(true);
    try {
      await prompt.save(value);
      toast.success(t('saved'), t('prompt.updated'));
      setHistoryKey((k) => k + 1);
    } catch (error) {
      toast.error(t('saveError'), graphqlMessage(error) ?? t('prompt.updateError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Flex vertical gap={token.marginLG}>
        <Card title={t('prompt.title')}>
          {prompt.error ? (
            <Alert type="error" showIcon title={t('prompt.loadError')} action={<Button size="small" onClick={prompt.retry}>{t('common:errors.tryAgain')}</Button>} />
          ) : prompt.loading || text === null ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <Flex vertical gap={token.marginSM}>
              <Alert type="info" showIcon title={t('prompt.applies')} />
              {prompt.isDefault && <Typography.Text type="secondary">{t('prompt.isDefault')}</Typography.Text>}
              <Input.TextArea
                aria-label={t('prompt.label')}
                value={value}
                onChange={(e) => setText(e.target.value)}
                autoSize={{ minRows: 12, maxRows: 28 }}
                maxLength={20000}
              />
              <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
                <Typography.Text type="secondary" aria-live="polite">{t('prompt.characters', { count: value.length })}</Typography.Text>
                <Space>
                  {dirty && <Button onClick={() => setText(prompt.current)} disabled={saving}>{t('prompt.reset')}</Button>}
                  <Button type="primary" onClick={() => void save()} disabled={!dirty || !value.trim()} loading={saving}>
                    {saving ? t('prompt.saving') : t('prompt.save')}
                  </Button>
                </Space>
              </Flex>
            </Flex>
          )}
        </Card>
        <PromptHistory refreshKey={historyKey} onLoad={(v) => setText(v)} />
        <NotesToModelsCard />
        <ScattergramSettingsCard />
        <GuardianMajorityCard />
      </Flex>
    </div>
  );
}
