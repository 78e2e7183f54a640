import { Button, Result } from 'antd';

/** A whole page or card whose data failed to load: what failed, and a button to ask again. */
export function LoadErrorResult({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <Result status="error" title={title} subTitle="Please try again." extra={<Button onClick={onRetry}>Try again</Button>} />;
}
