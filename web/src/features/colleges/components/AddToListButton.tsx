import { useTranslation } from 'react-i18next';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { ApplicationPlan } from '../../../gql/graphql';
import type { useMyList } from '../use-my-list';

interface AddToListButtonProps {
  list: ReturnType<typeof useMyList>;
  unitid: string;
  name: string;
  plan?: ApplicationPlan | null;
  size?: 'small' | 'middle';
}

/** "Add to my list" for a student; once the college is on the list, a disabled "On my list". */
export function AddToListButton({ list, unitid, name, plan, size = 'middle' }: AddToListButtonProps) {
  const { t } = useTranslation('colleges');
  const [pending, setPending] = useState(false);
  if (list.onList(unitid)) {
    return (
      <Button size={size} icon={<CheckOutlined />} disabled aria-label={t('addToList.onListOf', { name })}>{t('addToList.onList')}</Button>
    );
  }
  const button = (
    <Button
      size={size}
      type="primary"
      icon={<PlusOutlined />}
      loading={pending}
      disabled={!list.loaded}
      aria-label={t('addToList.addOf', { name })}
      onClick={() => {
        setPending(true);
        void list.addCollege(unitid, name, plan).finally(() => setPending(false));
      }}
    >
      {t('addToList.add')}
    </Button>
  );
  return list.loaded && !list.studentId ? <Tooltip title={t('addToList.profileFirst')}>{button}</Tooltip> : button;
}
