import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('schools');
  const schools = useSchools();
  const { confirm, holder } = useDangerConfirm();
  const [editing, setEditing] = useState<SchoolRow | 'new' | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);
  const managing = schools.schools.find((s) => s.id === managingId) ?? null;

  const archive = (school: SchoolRow) =>
    confirm({
      title: t('page.archiveTitle', { name: school.name }),
      content: t('page.archiveText'),
      okText: t('page.archive'),
      onOk: () => schools.updateSchool(school.id, { archived: true }, t('toasts.archived', { name: school.name })),
    });

  const columns: TableColumnsType<SchoolRow> = [
    { key: 'name', title: t('form.name'), render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
    { key: 'nces', title: t('form.nces'), render: (_, s) => s.ncesId ?? '—' },
    { key: 'city', title: t('form.city'), render: (_, s) => s.city ?? '—' },
    { key: 'state', title: t('form.state'), render: (_, s) => s.state ?? '—' },
    { key: 'students', title: t('page.students'), align: 'right', render: (_, s) => s.studentCount },
    { key: 'staff', title: t('page.staff'), align: 'right', render: (_, s) => s.staff.length },
    {
      key: 'status', title: t('page.status'),
      // The tint carries the meaning; the text keeps the theme's text colour for contrast.
      render: (_, s) => <Tag color={s.archived ? 'default' : 'success'} style={{ color: token.colorText }}>{s.archived ? t('page.archived') : t('page.active')}</Tag>,
    },
    {
      key: 'actions', title: t('page.actions'),
      render: (_, s) => (
        <Flex gap={token.marginXS} wrap>
          <Button size="small" onClick={() => setManagingId(s.id)} aria-label={t('page.manageOf', { name: s.name })}>{t('page.manage')}</Button>
          <Button size="small" onClick={() => setEditing(s)} aria-label={t('page.editOf', { name: s.name })}>{t('page.edit')}</Button>
          {s.archived ? (
            <Button size="small" onClick={() => void schools.updateSchool(s.id, { archived: false }, t('toasts.unarchived', { name: s.name }))} aria-label={t('page.unarchiveOf', { name: s.name })}>{t('page.unarchive')}</Button>
          ) : (
            <Button size="small" danger onClick={() => archive(s)} aria-label={t('page.archiveOf', { name: s.name })}>{t('page.archive')}</Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      {holder}
      <PageHeading
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('form.add')}</Button>}
      />
      <Card>
        <QueryTable<SchoolRow>
          regionLabel={t('page.title')}
          error={schools.error && !schools.loaded
            ? { title: t('page.loadError'), description: t('page.tryAgain'), onRetry: schools.refetch }
            : null}
          columns={columns}
          dataSource={schools.schools}
          loading={schools.loading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.none')} /> }}
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
