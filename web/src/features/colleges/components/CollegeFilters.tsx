import { useTranslation } from 'react-i18next';
import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import type { CollegeControlFilter, CollegeSize, TestPolicy } from '../../../gql/graphql';
import { CONTROL_FILTERS, SIZE_FILTERS, TEST_POLICY_LABELS, US_STATES, labelOptions } from '../college-format';

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
const POLICY_OPTIONS = labelOptions(Object.keys(TEST_POLICY_LABELS) as TestPolicy[], TEST_POLICY_LABELS);

/** The catalog's filters; each change searches again from page 1. */
export function CollegeFilters({ values, onChange, onClear }: CollegeFiltersProps) {
  const { t } = useTranslation('colleges');
  const any = Object.values(values).some((v) => v !== null);
  return (
    <Form layout="vertical" name="college-filters" component="div">
      <Row gutter={16}>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.state')} htmlFor="college-filter-state">
            <Select id="college-filter-state" allowClear showSearch placeholder={t('filters.any')} options={STATE_OPTIONS}
              value={values.state} onChange={(state) => onChange({ state: state ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.control')} htmlFor="college-filter-control">
            <Select id="college-filter-control" allowClear placeholder={t('filters.any')} options={CONTROL_FILTERS}
              value={values.control} onChange={(control) => onChange({ control: control ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.size')} htmlFor="college-filter-size">
            <Select id="college-filter-size" allowClear placeholder={t('filters.any')} options={SIZE_FILTERS}
              value={values.size} onChange={(size) => onChange({ size: size ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.testPolicy')} htmlFor="college-filter-tests">
            <Select id="college-filter-tests" allowClear placeholder={t('filters.any')} options={POLICY_OPTIONS}
              value={values.testPolicy} onChange={(testPolicy) => onChange({ testPolicy: testPolicy ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.maxRate')} htmlFor="college-filter-rate">
            <InputNumber id="college-filter-rate" min={1} max={100} precision={0} placeholder={t('filters.any')} suffix="%" style={{ width: '100%' }}
              value={values.maxAdmissionPercent} onChange={(v) => onChange({ maxAdmissionPercent: v ?? null })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8} lg={4}>
          <Form.Item label={t('filters.maxPrice')} htmlFor="college-filter-price">
            <InputNumber id="college-filter-price" min={0} step={1000} precision={0} placeholder={t('filters.any')} prefix="$" style={{ width: '100%' }}
              value={values.maxNetPrice} onChange={(v) => onChange({ maxNetPrice: v ?? null })} />
          </Form.Item>
        </Col>
      </Row>
      {any && <Button onClick={onClear} style={{ marginBottom: 8 }}>{t('filters.clear')}</Button>}
    </Form>
  );
}
