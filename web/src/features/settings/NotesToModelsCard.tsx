import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { useNotesSetting } from './use-notes-setting';

/** The admin's switch for counselors' notes and external models (docs/counseling.md, docs/ai-data-flow.md). */
export function NotesToModelsCard() {
  const setting = useNotesSetting();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await setting.save(next);
      toast.success('Settings saved', next ? 'Counselor notes may now be sent to the external model.' : 'Counselor notes stay inside the portal.');
    } catch (error) {
      toast.error('Error saving settings', graphqlMessage(error) ?? 'The setting could not be saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Counselor notes and external AI models">
      {setting.error ? (
        <Alert type="error" showIcon title="This setting could not be loaded" action={<Button size="small" onClick={setting.retry}>Try again</Button>} />
      ) : setting.loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={8}>
          <Flex align="center" gap={12}>
            <Switch id="notes-to-models" checked={setting.enabled} loading={saving} onChange={(v) => void change(v)} />
            <label htmlFor="notes-to-models">Send counselor notes to external AI models</label>
          </Flex>
          <Typography.Text type="secondary">
            When off (the default), the assistant uses a student&apos;s notes only in the offline assistant and the pre-meeting
            brief; Gemini or the district&apos;s own model never receives them. Tasks are sent either way.
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
