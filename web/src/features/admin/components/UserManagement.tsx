import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, theme, type TableColumnsType } from 'antd';
import { USERS_PAGE_SIZE, type DirectoryUser, type UserDirectory } from '../use-user-directory';
import { RoleBadge } from './RoleBadge';
import { QueryTable } from '../../../components/QueryTable';
import { SearchBox } from '../../../components/SearchBox';
import { countLabel } from '../../../app/count-label';

interface UserManagementProps {
  directory: UserDirectory;
  onResetPassword: (user: DirectoryUser) => void;
}

/** Only student, counselor and teacher passwords can be reset here (admins' are their own). */
const canReset = (user: DirectoryUser) => user.role === 'student' || user.role === 'counselor' || user.role === 'teacher';

/** Every account with its role badge; search and paging happen on the server. */
export function UserManagement({ directory, onResetPassword }: UserManagementProps) {
  const { token } = theme.useToken();
  const columns: TableColumnsType<DirectoryUser> = [
    { title: 'Name', key: 'name', render: (_, user) => user.displayName },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (role: DirectoryUser['role']) => <RoleBadge role={role} /> },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_, user) =>
        canReset(user) ? (
          <Button icon={<KeyOutlined />} onClick={() => onResetPassword(user)} aria-label={`Reset Password for ${user.displayName}`}>
            Reset Password
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={<h2 style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>User Management</h2>}
    >
      {/* In the body, not the card header: a header search squeezes the title out on phones. */}
      <SearchBox label="Search users by name or email" placeholder="Search by name or email" value={directory.search}
        onChange={directory.setSearch} onSubmit={directory.submitSearch} style={{ width: 360, maxWidth: '100%', marginBottom: token.marginMD }} />
      <QueryTable<DirectoryUser>
        regionLabel="Users"
        error={directory.error && { title: 'Could not load the users.', description: directory.error.message, retryLabel: 'Retry', onRetry: directory.refetch }}
        columns={columns}
        dataSource={directory.users}
        loading={directory.loading}
        locale={{ emptyText: 'No users found' }}
        paging={{
          page: directory.page,
          pageSize: USERS_PAGE_SIZE,
          total: directory.total,
          showTotal: (total) => countLabel(total, 'user', 'users'),
          onChange: directory.setPage,
        }}
      />
    </Card>
  );
}
