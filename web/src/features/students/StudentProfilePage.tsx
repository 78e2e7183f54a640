import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Col, Descriptions, Form, Input, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useCurrentUser } from '../../app/current-user';
import { displayName } from '../../app/user';
import { PageHeading } from '../../components/PageHeading';
import { MyStudentDocument } from '../../gql/graphql';
import { TargetCollegesFromList } from '../colleges/TargetCollegesFromList';
import { AcademicInfoFields } from './components/AcademicInfoFields';
import { ActivitiesEditor } from './components/ActivitiesEditor';
import { CoursesEditor } from './components/CoursesEditor';
import { formValuesOf, type ProfileFormValues } from './profile-form';
import { useProfileSave } from './use-profile-save';
import { LoadErrorResult } from '../../components/LoadErrorResult';

/** `/student/profile`: personal details and academic information (My Profile). */
export function StudentProfilePage() {
  const { user } = useCurrentUser();
  const { t } = useTranslation('students');
  const { data, loading, error, refetch } = useQuery(MyStudentDocument, { fetchPolicy: 'cache-and-network' });
  const student = data?.myStudent ?? null;
  const { save, saving, creating } = useProfileSave(student?.id ?? null);
  const [form] = Form.useForm<ProfileFormValues>();

  useEffect(() => {
    if (data) form.setFieldsValue(formValuesOf(data.myStudent));
  }, [data, form]);

  if (loading && !data) {
    return (
      <>
        <PageHeading title={t('profile.title')} />
        <div role="status" aria-busy="true" aria-label={t('profile.loading')}>
          <Card><Skeleton active paragraph={{ rows: 3 }} /></Card>
          <Card style={{ marginTop: 16 }}><Skeleton active paragraph={{ rows: 6 }} /></Card>
        </div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeading title={t('profile.title')} />
        <LoadErrorResult title={t('profile.loadError')} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('profile.title')} subtitle={creating ? t('profile.subtitleCreate') : t('profile.subtitleEdit')} />
      <Form form={form} name="student-profile" layout="vertical" onFinish={(values) => save(user?.id, values)}
        initialValues={formValuesOf(student)} requiredMark={false}>
        <Card title={t('profile.personal')}>
          <Descriptions column={{ xs: 1, sm: 2 }} items={[
            { key: 'name', label: t('profile.name'), children: user ? displayName(user) : '' },
            { key: 'email', label: t('profile.email'), children: user?.email ?? '' },
          ]} />
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col xs={24} sm={12}>
              <Form.Item name="dateOfBirth" label={t('profile.dateOfBirth')}>
                <Input placeholder={t('profile.dateOfBirthPlaceholder')} maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="siblings" label={t('profile.siblings')}>
                <Input placeholder={t('profile.siblingsPlaceholder')} maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('profile.academic')} style={{ marginTop: 16 }}>
          <AcademicInfoFields
            targetCollegesReadOnly={student?.targetCollegesFromList ? <TargetCollegesFromList count={student.targetColleges} /> : undefined} />
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? t('profile.saving') : creating ? t('profile.create') : t('profile.save')}
          </Button>
        </Card>
      </Form>
      {student && (
        <>
          <CoursesEditor student={student} />
          <ActivitiesEditor student={student} />
        </>
      )}
    </>
  );
}
