import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDangerConfirm } from '../../app/use-danger-confirm';
import { PageHeading } from '../../components/PageHeading';
import { QueryTable } from '../../components/QueryTable';
import { SchoolDrawer } from './SchoolDrawer';
import { SchoolFormDialog } from './SchoolFormDialog';
import { useSchools, type SchoolRow } from './use-schools';

/** `/admin/schools`: the district's schools; add, edit, archive; staff and caseload rules per school. */
export function SchoolsPage() {
  const { token } = theme.useToken();
  const schools = useSchools();
  const { confirm, holder } = useDangerConfirm();
  const [editing, setEditing] = useState<SchoolRow | 'new' | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);
  const managing = schools.schools.find((s) => s.id === managingId) ?? null;

  const archive = (school: SchoolRow) =>
    confirm({
      title: `Archive ${school.name}?`,
      content: 'An archived school is closed to new enrollments and leaves the school filters. Its students and staff are kept, and you can unarchive it at any time.',
      okText: 'Archive',
      onOk: () => schools.updateSchool(school.id, { archived: true }, `${school.name} archived`),
    });

  const columns: TableColumnsType<SchoolRow> = [
    { key: 'name', title: 'Name', render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
    { key: 'nces', title: 'NCES ID', render: (_, s) => s.ncesId ?? '—' },
    { key: 'city', title: 'City', render: (_, s) => s.city ?? '—' },
    { key: 'state', title: 'State', render: (_, s) => s.state ?? '—' },
    { key: 'students', title: 'Students', align: 'right', render: (_, s) => s.studentCount },
    { key: 'staff', title: 'Staff', align: 'right', render: (_, s) => s.staff.length },
    {
      key: 'status', title: 'Status',
      // The tint carries the meaning; the text keeps the theme's text colour for contrast.
      render: (_, s) => <Tag color={s.archived ? 'default' : 'success'} style={{ color: token.colorText }}>{s.archived ? 'Archived' : 'Active'}</Tag>,
    },
    {
      key: 'actions', title: 'Actions',
      render: (_, s) => (
        <Flex gap={token.marginXS} wrap>
          <Button size="small" onClick={() => setManagingId(s.id)} aria-label={`Staff and caseloads of ${s.name}`}>Staff and caseloads</Button>
          <Button size="small" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>Edit</Button>
          {s.archived ? (
            <Button size="small" onClick={() => void schools.updateSchool(s.id, { archived: false }, `${s.name} unarchived`)} aria-label={`Unarchive ${s.name}`}>Unarchive</Button>
          ) : (
            <Button size="small" danger onClick={() => archive(s)} aria-label={`Archive ${s.name}`}>Archive</Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      {holder}
      <PageHeading
        title="Schools"
        subtitle="The district's schools, the staff assigned to each, and how students are split into caseloads."
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>Add School</Button>}
      />
      <Card>
        <QueryTable<SchoolRow>
          regionLabel="Schools"
          error={schools.error && !schools.loaded
            ? { title: 'The schools could not be loaded', description: 'Please try again.', onRetry: schools.refetch }
            : null}
          columns={columns}
          dataSource={schools.schools}
          loading={schools.loading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No schools yet. Add the district's first school." /> }}
        />
      </Card>
      <SchoolFormDialog
        open={editing !== null}
        school={editing === 'new' ? null : editing}
        pending={schools.saving}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          const ok = editing && editing !== 'new' ? await schools.updateSchool(editing.id, values) : await schools.createSchool(values);
          if (ok) setEditing(null);
          return ok;
        }}
      />
      <SchoolDrawer school={managing} schools={schools} onClose={() => setManagingId(null)} />
    </>
  );
}
