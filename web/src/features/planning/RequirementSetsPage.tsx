import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { RequirementSetsDocument, SchoolCoursesDocument, type RequirementSetFieldsFragment } from '../../gql/graphql';
import { areaChoices } from './requirement-areas';
import { RequirementSetDialog } from './RequirementSetDialog';
import { SchoolPicker } from './SchoolPicker';
import { useSchoolChoice } from './use-school-choice';

type RequirementSet = RequirementSetFieldsFragment;

/** `/admin/requirements`: the sets a school's plans are checked against; the school's own editable, the built-in ones with their source. */
export function RequirementSetsPage() {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const school = useSchoolChoice();
  const [editing, setEditing] = useState<RequirementSet | 'new' | null>(null);
  const vars = { schoolId: school.schoolId ?? '' };
  const { data, error, refetch } = useQuery(RequirementSetsDocument, { variables: vars, skip: !school.schoolId, fetchPolicy: 'cache-and-network' });
  // The catalog's areas are offered in the form (a first page is enough for the names of the areas in use).
  const catalog = useQuery(SchoolCoursesDocument, { variables: { ...vars, first: 200, offset: 0 }, skip: !school.schoolId });
  const sets = data?.requirementSets ?? [];
  const own = sets.filter((s) => !s.builtIn);
  const builtIn = sets.filter((s) => s.builtIn);

  let body;
  if ((error && !data) || (school.query.error && !school.schoolId)) {
    body = <LoadErrorAlert title={t('requirements.loadFailed')} description={(error ?? school.query.error)?.message} onRetry={() => void (error ? refetch() : school.query.refetch())} />;
  } else if (!data) {
    body = <div role="status" aria-busy="true" aria-label={t('requirements.loading')}><Card><Skeleton active paragraph={{ rows: 4 }} /></Card></div>;
  } else {
    body = (
      <Flex vertical gap={token.margin}>
        <div><Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t('requirements.add')}</Button></div>
        {sets.length === 0 && <Empty description={t('requirements.empty')} />}
        <Row gutter={[token.margin, token.margin]}>
          {[...own, ...builtIn].map((s) => <Col key={s.id} xs={24} lg={12}><SetCard set={s} onEdit={() => setEditing(s)} /></Col>)}
        </Row>
      </Flex>
    );
  }

  return (
    <>
      <PageHeading title={t('requirements.title')} subtitle={t('requirements.subtitle')} extra={<SchoolPicker schools={school.schools} value={school.schoolId} onChange={school.setSchoolId} />} />
      {body}
      {school.schoolId && (
        <RequirementSetDialog schoolId={school.schoolId} set={editing} onClose={() => setEditing(null)}
          areaOptions={areaChoices(catalog.data?.schoolCourses.items ?? [], sets)} />
      )}
    </>
  );
}

function SetCard({ set, onEdit }: { set: RequirementSet; onEdit: () => void }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  return (
    <Card data-testid="requirement-set" style={{ height: '100%' }}
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{set.name}</Typography.Title>}
      extra={set.builtIn ? <Tag>{t('requirements.builtIn')}</Tag> : <Button size="small" aria-label={t('requirements.editLabel', { name: set.name })} onClick={onEdit}>{t('requirements.edit')}</Button>}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Text type="secondary">{t(`requirements.kind.${set.kind}`)}</Typography.Text>
        {set.source && <Typography.Text type="secondary">{t('requirements.source', { source: set.source })}</Typography.Text>}
        {set.builtIn && <Typography.Text type="secondary">{t('requirements.builtInNote')}</Typography.Text>}
        {set.minimumTotalCredits != null && <Typography.Text>{t('requirements.minimumTotal', { credits: set.minimumTotalCredits })}</Typography.Text>}
        {set.minimumMark && <Typography.Text>{t('requirements.minimumMark', { mark: set.minimumMark })}</Typography.Text>}
        {set.minimumGpa != null && <Typography.Text>{t('requirements.minimumGpa', { gpa: set.minimumGpa })}</Typography.Text>}
        <ul style={{ margin: `${token.marginXS}px 0 0`, paddingInlineStart: token.paddingLG }}>
          {set.requirements.map((r) => (
            <li key={r.key}>
              <Typography.Text strong>{r.label}</Typography.Text>
              {r.credits > 0 && <> — {t('requirements.credits', { count: r.credits })}</>}
              {r.areas.length > 0 && <Typography.Text type="secondary"> · {t('requirements.areas', { areas: r.areas.join(', ') })}</Typography.Text>}
              {r.courseCodes.length > 0 && <Typography.Text type="secondary"> · {t('requirements.courses', { codes: r.courseCodes.join(', ') })}</Typography.Text>}
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}
