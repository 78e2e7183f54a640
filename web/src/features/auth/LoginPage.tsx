import { Alert, Card, Flex, Tabs, theme, Typography } from 'antd';
import { PublicLayout } from '../../components/PublicLayout';
import { RegisterForm } from './components/RegisterForm';
import { SignInForm } from './components/SignInForm';
import { useAuthActions } from './use-auth-actions';

/** `/login`: Students (Sign In, Create Account) and Staff tabs (spec section 2). */
export function LoginPage() {
  const { token } = theme.useToken();
  const { signIn, register, pending } = useAuthActions();

  const studentTabs = (
    <Tabs
      type="card"
      size="small"
      items={[
        {
          key: 'sign-in',
          label: 'Sign In',
          children: <SignInForm name="student-sign-in" pending={pending === 'sign-in'} onSubmit={signIn} />,
        },
        {
          key: 'register',
          label: 'Create Account',
          children: <RegisterForm pending={pending === 'register'} onSubmit={register} />,
        },
      ]}
    />
  );

  const staffTab = (
    <Flex vertical gap={token.marginLG}>
      <Alert
        type="info"
        showIcon
        title="Staff accounts"
        description="Use the credentials provided by your administrator to sign in."
      />
      <SignInForm name="staff-sign-in" pending={pending === 'sign-in'} onSubmit={signIn} />
    </Flex>
  );

  return (
    <PublicLayout>
      <Flex justify="center" style={{ padding: `${token.paddingXL * 1.5}px ${token.padding}px` }}>
        <Card style={{ width: '100%', maxWidth: 460 }} styles={{ body: { padding: token.paddingLG } }}>
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0, marginBottom: token.marginXXS }}>
            Welcome to Counsel
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Sign in to continue, or create a student account to get started.
          </Typography.Paragraph>
          <Tabs
            size="large"
            items={[
              { key: 'students', label: 'Students', children: studentTabs },
              { key: 'staff', label: 'Staff (Counselors/Admins)', children: staffTab },
            ]}
          />
        </Card>
      </Flex>
    </PublicLayout>
  );
}
