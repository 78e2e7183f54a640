import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import type { CollegeControlFilter, CollegeSize, TestPolicy } from '../../../gql/graphql';
import { CONTROL_FILTERS, SIZE_FILTERS, TEST_POLICY_LABELS, US_STATES } from '../college-format';

export interface CollegeFilterValues {
  state: string | null;
  control: CollegeControlFilter | null;
  size: CollegeSize | null;
  testPolicy: TestPolicy | null;
  /** Percent, 0 to 100 (the server takes a share). */
  maxAdmissionPercent: number | null;
  maxNetPrice: number | null;
}

interface CollegeFiltersProps {
  values: CollegeFilterValues;
  onChange: (patch: Partial<CollegeFilterValues>) => void;
  onClear: () => void;
}

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));
const POLICY_OPTIONS = (Object.keys(TEST_POLICY_LABELS) as TestPolicy[]).map((p) => ({ value: p, label: TEST_POLICY_LABELS[p] }));

/** The catalog's filters; each change searches again from page 1. */
export function CollegeFilters({ values, onChange, onClear }: CollegeFiltersProps) {
  const any = Object.values(values).some((v) => v !== null);
  return (
    <Form layout="vertical" name="college-filters" component="div">
      <Row gutter={16}>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="State" htmlFor="college-filter-state">
            <Select id="college-filter-state" allowClear showSearch placeholder="Any" options={STATE_OPTIONS}
              value={values.state} onChange={(state) => onChange({ state: state ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="Public or private" htmlFor="college-filter-control">
            <Select id="college-filter-control" allowClear placeholder="Any" options={CONTROL_FILTERS}
              value={values.control} onChange={(control) => onChange({ control: control ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="Size" htmlFor="college-filter-size">
            <Select id="college-filter-size" allowClear placeholder="Any" options={SIZE_FILTERS}
              value={values.size} onChange={(size) => onChange({ size: size ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="Test policy" htmlFor="college-filter-tests">
            <Select id="college-filter-tests" allowClear placeholder="Any" options={POLICY_OPTIONS}
              value={values.testPolicy} onChange={(testPolicy) => onChange({ testPolicy: testPolicy ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="Max admission rate" htmlFor="college-filter-rate">
            <InputNumber id="college-filter-rate" min={1} max={100} precision={0} placeholder="Any" suffix="%" style={{ width: '100%' }}
              value={values.maxAdmissionPercent} onChange={(v) => onChange({ maxAdmissionPercent: v ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label="Max net price" htmlFor="college-filter-price">
            <InputNumber id="college-filter-price" min={0} step={1000} precision={0} placeholder="Any" prefix="$" style={{ width: '100%' }}
              value={values.maxNetPrice} onChange={(v) => onChange({ maxNetPrice: v ?? null })} />
          </Form.Item>
        </Col>
      </Row>
      {any && <Button onClick={onClear} style={{ marginBottom: 8 }}>Clear filters</Button>}
    </Form>
  );
}
