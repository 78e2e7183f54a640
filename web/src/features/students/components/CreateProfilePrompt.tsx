import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';
import { LinkButton } from '../../../components/LinkButton';

/** In place of a student page that needs the profile the student has not created yet, with the way to create it. */
export function CreateProfilePrompt({ description }: { description: string }) {
  const { t } = useTranslation('students');
  return (
    <Card>
      <Empty description={description}>
        <LinkButton type="primary" to="/student/profile">{t('createProfile')}</LinkButton>
      </Empty>
    </Card>
  );
}
