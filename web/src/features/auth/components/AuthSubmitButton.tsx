import { Button, Form } from 'antd';

/** The full-width submit button that ends a sign-in page's form, showing `pendingText` while the request runs. */
export function AuthSubmitButton({ pending, text, pendingText }: { pending: boolean; text: string; pendingText: string }) {
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {pending ? pendingText : text}
      </Button>
    </Form.Item>
  );
}
