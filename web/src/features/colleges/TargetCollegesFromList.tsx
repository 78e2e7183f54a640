import { Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MY_COLLEGES_PATH } from './college-paths';

/**
 * The profile's Target Colleges while the student keeps a college list (the students service then answers
 * targetColleges as the list's length, with targetCollegesFromList): read-only, with a link to the list.
 */
export function TargetCollegesFromList({ count }: { count: number }) {
  return (
    <Form.Item label="Target Colleges" extra={<>Follows your college list. <Link to={MY_COLLEGES_PATH} style={{ textDecoration: 'underline' }}>Open My Colleges</Link></>}>
      <Typography.Text strong data-testid="target-colleges-from-list">{count} {count === 1 ? 'college' : 'colleges'} on your list</Typography.Text>
    </Form.Item>
  );
}
