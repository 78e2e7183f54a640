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
  const [pending, setPending] = useState(false);
  if (list.onList(unitid)) {
    return (
      <Button size={size} icon={<CheckOutlined />} disabled aria-label={`On my list: ${name}`}>On my list</Button>
    );
  }
  const button = (
    <Button
      size={size}
      type="primary"
      icon={<PlusOutlined />}
      loading={pending}
      disabled={!list.loaded}
      aria-label={`Add to my list: ${name}`}
      onClick={() => {
        setPending(true);
        void list.addCollege(unitid, name, plan).finally(() => setPending(false));
      }}
    >
      Add to my list
    </Button>
  );
  return list.loaded && !list.studentId ? <Tooltip title="Create your profile first">{button}</Tooltip> : button;
}
