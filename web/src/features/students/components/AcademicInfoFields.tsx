import { useTranslation } from 'react-i18next';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';

const GRADES = ['9', '10', '11', '12'];
const { TextArea } = Input;

/**
 * The Academic Information fields with the spec's hints; the server checks them too. With
 * `targetCollegesReadOnly` (the student keeps a college list) that is shown instead of the Target Colleges
 * input, whose value is still sent unchanged.
 */
export function AcademicInfoFields({ targetCollegesReadOnly }: { targetCollegesReadOnly?: ReactNode } = {}) {
  const { t } = useTranslation('students');
  const grades = GRADES.map((g) => ({ value: g, label: t('profile.gradeOption', { grade: g }) }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="gpa" label={t('profile.gpa')} extra={t('profile.gpaHint')}
            rules={[{ type: 'number', min: 0, max: 4, message: t('profile.gpaRule') }]}>
            <InputNumber min={0} max={4} step={0.01} precision={2} style={{ width: '100%' }} placeholder="3.85" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="satScore" label={t('profile.sat')} extra={t('profile.satHint')}
            rules={[{ type: 'number', min: 400, max: 1600, message: t('profile.satRule') }]}>
            <InputNumber min={400} max={1600} step={10} precision={0} style={{ width: '100%' }} placeholder="1400" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="actScore" label={t('profile.act')} extra={t('profile.actHint')}
            rules={[{ type: 'number', min: 1, max: 36, message: t('profile.actRule') }]}>
            <InputNumber min={1} max={36} precision={0} style={{ width: '100%' }} placeholder="30" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="classRank" label={t('profile.classRank')} extra={t('profile.classRankHint')}>
            <Input placeholder="15/300" maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="grade" label={t('profile.grade')} extra={t('profile.gradeHint')}>
            <Select options={grades} allowClear placeholder={t('profile.gradePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          {targetCollegesReadOnly ?? (
            <Form.Item name="targetColleges" label={t('profile.targetColleges')} extra={t('profile.targetCollegesHint')}
              rules={[{ type: 'number', min: 0, message: t('profile.targetCollegesRule') }]}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {targetCollegesReadOnly && <Form.Item name="targetColleges" hidden><InputNumber /></Form.Item>}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="highSchoolName" label={t('profile.highSchoolName')}>
            <Input maxLength={200} placeholder={t('profile.highSchoolNamePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="highSchoolLocation" label={t('profile.highSchoolLocation')}>
            <Input maxLength={200} placeholder={t('profile.highSchoolLocationPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="apIbHonors" label={t('profile.apIbHonors')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} placeholder={t('profile.apIbHonorsPlaceholder')} />
      </Form.Item>
      <Form.Item name="activitiesOutsideSchool" label={t('profile.activitiesOutsideSchool')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="clubs" label={t('profile.clubs')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="internshipsVolunteer" label={t('profile.internshipsVolunteer')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="leadership" label={t('profile.leadership')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
    </>
  );
}
