import { Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MY_COLLEGES_PATH } from './college-paths';
import { useMyList } from './use-my-list';

/**
 * The profile's Target Colleges once the student keeps a college list: read-only, the list's length (the students
 * service makes targetColleges follow it), with a link to the list. Null while there is no list (or it is not known),
 * so the profile keeps its editable field.
 */
export function TargetCollegesFromList() {
  const list = useMyList();
  const count = list.applications.length;
  if (!list.loaded || count === 0) return null;
  return (
    <Form.Item label="Target Colleges" extra={<>Follows your college list. <Link to={MY_COLLEGES_PATH}>Open My Colleges</Link></>}>
      <Typography.Text strong data-testid="target-colleges-from-list">{count} {count === 1 ? 'college' : 'colleges'} on your list</Typography.Text>
    </Form.Item>
  );
}

/** Whether the signed-in student has a college list (so the profile shows Target Colleges read-only). */
export function useHasCollegeList(): boolean {
  const list = useMyList();
  return list.loaded && list.applications.length > 0;
}
