import { useTranslation } from 'react-i18next';
import { Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MY_COLLEGES_PATH } from './college-paths';

/**
 * The profile's Target Colleges while the student keeps a college list (the students service then answers
 * targetColleges as the list's length, with targetCollegesFromList): read-only, with a link to the list.
 */
export function TargetCollegesFromList({ count }: { count: number }) {
  const { t } = useTranslation('colleges');
  return (
    <Form.Item label={t('target.label')} extra={<>{t('target.follows')} <Link to={MY_COLLEGES_PATH} style={{ textDecoration: 'underline' }}>{t('target.open')}</Link></>}>
      <Typography.Text strong data-testid="target-colleges-from-list">{t('target.count', { count })}</Typography.Text>
    </Form.Item>
  );
}
