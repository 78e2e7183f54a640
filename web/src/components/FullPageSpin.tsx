import { Flex, Spin } from 'antd';

/** Loading state for whole screens (e.g. while the current user is being read). */
export function FullPageSpin({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </Flex>
  );
}
