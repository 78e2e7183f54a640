import { Alert, Button, Card, Flex, Input, Skeleton, Space, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { PageHeading } from '../../components/PageHeading';
import { NotesToModelsCard } from './NotesToModelsCard';
import { ScattergramSettingsCard } from '../outcomes/ScattergramSettingsCard';
import { PromptHistory } from './PromptHistory';
import { useSystemPrompt } from './use-system-prompt';

/** Admin System Settings: the chatbot system prompt editor. */
export function SystemSettingsPage() {
  const { token } = theme.useToken();
  const toast = useToast();
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
      toast.success('Settings saved', 'The system prompt has been updated successfully.');
      setHistoryKey((k) => k + 1);
    } catch (error) {
      toast.error('Error saving settings', graphqlMessage(error) ?? 'Failed to update system prompt');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <PageHeading title="System Settings" subtitle="Configure how the AI chatbot answers counselors and admins." />
      <Flex vertical gap={token.marginLG}>
        <Card title="Chatbot System Prompt">
          {prompt.error ? (
            <Alert type="error" showIcon title="The system prompt could not be loaded" action={<Button size="small" onClick={prompt.retry}>Try again</Button>} />
          ) : prompt.loading || text === null ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <Flex vertical gap={token.marginSM}>
              <Alert type="info" showIcon title="Changes apply immediately to all new conversations." />
              {prompt.isDefault && <Typography.Text type="secondary">No prompt has been saved yet: this is the default prompt.</Typography.Text>}
              <Input.TextArea
                aria-label="System prompt"
                value={value}
                onChange={(e) => setText(e.target.value)}
                autoSize={{ minRows: 12, maxRows: 28 }}
                maxLength={20000}
              />
              <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
                <Typography.Text type="secondary" aria-live="polite">{value.length} characters</Typography.Text>
                <Space>
                  {dirty && <Button onClick={() => setText(prompt.current)} disabled={saving}>Reset</Button>}
                  <Button type="primary" onClick={() => void save()} disabled={!dirty || !value.trim()} loading={saving}>
                    {saving ? 'Saving...' : 'Save Changes'}
                  </Button>
                </Space>
              </Flex>
            </Flex>
          )}
        </Card>
        <PromptHistory refreshKey={historyKey} onLoad={(v) => setText(v)} />
        <NotesToModelsCard />
        <ScattergramSettingsCard />
      </Flex>
    </div>
  );
}
