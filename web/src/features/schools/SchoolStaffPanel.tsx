import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Flex, List, Select, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { AssignableStaffDocument } from '../../gql/graphql';
import { isRole } from '../../app/roles';
import type { SchoolRow, StaffMember } from './use-schools';

interface SchoolStaffPanelProps {
  school: SchoolRow;
  pending: boolean;
  onAssign: (member: StaffMember) => Promise<boolean>;
  onRemove: (member: StaffMember) => Promise<boolean>;
}

const roleOf = (role: string | null | undefined) => (isRole(role) ? role : 'counselor');

/** The staff (and teachers) assigned to a school, and a searched picker of counselors, admins and teachers to assign. */
export function SchoolStaffPanel({ school, pending, onAssign, onRemove }: SchoolStaffPanelProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['schools', 'common']);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const candidates = useQuery(AssignableStaffDocument, { variables: { q: query || null }, fetchPolicy: 'cache-and-network' });
  const shown = candidates.data ?? candidates.previousData;
  const assigned = new Set(school.staff.map((m) => m.id));
  const pool = [...(shown?.counselors.items ?? []), ...(shown?.admins.items ?? []), ...(shown?.teachers.items ?? [])].filter((m) => !assigned.has(m.id));
  const picked = pool.find((m) => m.id === chosen);

  const assign = async () => {
    if (!picked) return;
    if (await onAssign(picked)) setChosen(null);
  };

  return (
    <Flex vertical gap={token.margin}>
      <List
        dataSource={school.staff}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.none')} /> }}
        renderItem={(m) => (
          <List.Item
            actions={[
              <Button key="remove" size="small" danger disabled={pending} onClick={() => void onRemove(m)} aria-label={t('staff.removeOf', { name: m.displayName, school: school.name })}>
                {t('staff.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={<Flex gap={token.marginXS} align="center" wrap>{m.displayName}<Tag>{t(`common:roles.${roleOf(m.role)}`)}</Tag></Flex>}
              description={<Typography.Text type="secondary">{m.email}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      <Flex gap={token.marginXS} wrap>
        <Select<string>
          aria-label={t('staff.toAssign')}
          placeholder={t('staff.search')}
          styles={{ placeholder: { color: token.colorTextSecondary } }}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={candidates.loading}
          value={chosen}
          onChange={setChosen}
          notFoundContent={t('staff.noneFound')}
          options={pool.map((m) => ({ value: m.id, label: `${m.displayName} (${m.email})` }))}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="primary" onClick={() => void assign()} disabled={!picked} loading={pending}>
          {t('staff.assign')}
        </Button>
      </Flex>
    </Flex>
  );
}
