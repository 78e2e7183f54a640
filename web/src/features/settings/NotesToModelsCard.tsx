import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { useNotesSetting } from './use-notes-setting';

/** The admin's switch for counselors' notes and external models (docs/counseling.md, docs/ai-data-flow.md). */
export function NotesToModelsCard() {
  const setting = useNotesSetting();
  const toast = useToast();
  const { t } = useTranslation(['settings', 'common']);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await setting.save(next);
      toast.success(t('saved'), next ? t('notes.on') : t('notes.off'));
    } catch (error) {
      toast.error(t('saveError'), graphqlMessage(error) ?? t('notes.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('notes.title')}>
      {setting.error ? (
        <Alert type="error" showIcon title={t('notes.loadError')} action={<Button size="small" onClick={setting.retry}>{t('common:errors.tryAgain')}</Button>} />
      ) : setting.loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={8}>
          <Flex align="center" gap={12}>
            <Switch id="notes-to-models" checked={setting.enabled} loading={saving} onChange={(v) => void change(v)} />
            <label htmlFor="notes-to-models">{t('notes.label')}</label>
          </Flex>
          <Typography.Text type="secondary">
            {t('notes.help')}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
