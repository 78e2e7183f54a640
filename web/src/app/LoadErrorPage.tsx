import { Button, Flex, Result } from 'antd';
import { useDocumentTitle } from './document-title';

interface LoadErrorPageProps {
  error: Error;
  onRetry: () => void;
}

/** The error state when the portal cannot tell who is signed in (gateway unreachable, 5xx). */
export function LoadErrorPage({ error, onRetry }: LoadErrorPageProps) {
  useDocumentTitle('Could Not Be Reached');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }} role="main">
      <Result
        status="error"
        title="Counsel could not be reached"
        subTitle={`Please check your connection and try again. (${error.message})`}
        extra={
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </Flex>
  );
}
