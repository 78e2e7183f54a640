import { Result } from 'antd';
import { LinkButton } from '../components/LinkButton';
import { useDocumentTitle } from './document-title';

/** Any path no route claims, while signed in. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={
        <LinkButton to="/" type="primary">
          Go to your dashboard
        </LinkButton>
      }
    />
  );
}
