import { useTranslation } from 'react-i18next';
import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, theme, type TableColumnsType } from 'antd';
import { USERS_PAGE_SIZE, type DirectoryUser, type UserDirectory } from '../use-user-directory';
import { RoleBadge } from './RoleBadge';
import { QueryTable } from '../../../components/QueryTable';
import { SearchBox } from '../../../components/SearchBox';

interface UserManagementProps {
  directory: UserDirectory;
  onResetPassword: (user: DirectoryUser) => void;
}

/** Only student, counselor and teacher passwords can be reset here (admins' are their own). */
const canReset = (user: DirectoryUser) => user.role === 'student' || user.role === 'counselor' || user.role === 'teacher';

/** Every account with its role badge; search and paging happen on the server. */
export function UserManagement({ directory, onResetPassword }: UserManagementProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<DirectoryUser> = [
    { title: t('users.name'), key: 'name', render: (_, user) => user.displayName },
    { title: t('create.email'), dataIndex: 'email', key: 'email' },
    { title: t('users.role'), dataIndex: 'role', key: 'role', render: (role: DirectoryUser['role']) => <RoleBadge role={role} /> },
    {
      title: t('users.actions'),
      key: 'actions',
      align: 'right',
      render: (_, user) =>
        canReset(user) ? (
          <Button icon={<KeyOutlined />} onClick={() => onResetPassword(user)} aria-label={t('users.resetFor', { name: user.displayName })}>
            {t('reset.title')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={<h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>{t('users.title')}</h2>}
    >
      {/* In the body, not the card header: a header search squeezes the title out on phones. */}
      <SearchBox label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={directory.search}
        onChange={directory.setSearch} onSubmit={directory.submitSearch} style={{ width: 360, maxWidth: '100%', marginBottom: token.marginMD }} />
      <QueryTable<DirectoryUser>
        regionLabel={t('users.region')}
        error={directory.error && { title: t('users.loadError'), description: directory.error.message, retryLabel: t('retry'), onRetry: directory.refetch }}
        columns={columns}
        dataSource={directory.users}
        loading={directory.loading}
        locale={{ emptyText: t('users.none') }}
        paging={{
          page: directory.page,
          pageSize: USERS_PAGE_SIZE,
          total: directory.total,
          showTotal: (total) => t('users.total', { count: total }),
          onChange: directory.setPage,
        }}
      />
    </Card>
  );
}
