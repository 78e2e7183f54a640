import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';

const GRADES = ['9', '10', '11', '12'].map((g) => ({ value: g, label: `Grade ${g}` }));
const { TextArea } = Input;

/**
 * The Academic Information fields with the spec's hints; the server checks them too. With
 * `targetCollegesReadOnly` (the student keeps a college list) that is shown instead of the Target Colleges
 * input, whose value is still sent unchanged.
 */
export function AcademicInfoFields({ targetCollegesReadOnly }: { targetCollegesReadOnly?: ReactNode } = {}) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="gpa" label="GPA" extra="4.0 scale, e.g. 3.85"
            rules={[{ type: 'number', min: 0, max: 4, message: 'GPA must be between 0 and 4.0' }]}>
            <InputNumber min={0} max={4} step={0.01} precision={2} style={{ width: '100%' }} placeholder="3.85" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="satScore" label="SAT Score" extra="400 to 1600"
            rules={[{ type: 'number', min: 400, max: 1600, message: 'SAT score must be between 400 and 1600' }]}>
            <InputNumber min={400} max={1600} step={10} precision={0} style={{ width: '100%' }} placeholder="1400" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="actScore" label="ACT Score" extra="1 to 36"
            rules={[{ type: 'number', min: 1, max: 36, message: 'ACT score must be between 1 and 36' }]}>
            <InputNumber min={1} max={36} precision={0} style={{ width: '100%' }} placeholder="30" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="classRank" label="Class Rank" extra="Your rank out of your class size">
            <Input placeholder="15/300" maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="grade" label="Grade" extra="9, 10, 11 or 12">
            <Select options={GRADES} allowClear placeholder="Select your grade" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          {targetCollegesReadOnly ?? (
            <Form.Item name="targetColleges" label="Target Colleges" extra="How many colleges you plan to apply to"
              rules={[{ type: 'number', min: 0, message: 'Target colleges cannot be negative' }]}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {targetCollegesReadOnly && <Form.Item name="targetColleges" hidden><InputNumber /></Form.Item>}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="highSchoolName" label="High School Name">
            <Input maxLength={200} placeholder="Westfield High School" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="highSchoolLocation" label="High School Location">
            <Input maxLength={200} placeholder="City, State" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="apIbHonors" label="AP / IB / Honors Courses">
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} placeholder="List the advanced courses you have taken or are taking" />
      </Form.Item>
      <Form.Item name="activitiesOutsideSchool" label="Activities Outside School">
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="clubs" label="Clubs">
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="internshipsVolunteer" label="Internships / Volunteer Work">
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="leadership" label="Leadership">
        <TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
    </>
  );
}
