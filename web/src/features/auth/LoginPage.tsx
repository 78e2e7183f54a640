import { Alert, Button, Divider, Flex, Spin, Tabs, theme, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { AuthCard } from './components/AuthCard';
import { RegisterForm } from './components/RegisterForm';
import { SignInForm } from './components/SignInForm';
import { isRealmCallback } from './district-session';
import { useAuthActions } from './use-auth-actions';
import { useSignInOptions } from './use-sign-in-options';

/**
 * `/login`: Students (Sign In, Create Account) and Staff tabs. In Keycloak mode the
 * district's sign-in comes first; the password form only where the realm allows direct grants.
 */
export function LoginPage() {
  const { token } = theme.useToken();
  const { signIn, register, signInWithDistrict, completeDistrictSignIn, pending } = useAuthActions();
  const options = useSignInOptions();
  const returning = useRef(isRealmCallback());

  // Back from the realm's sign-in page: once per page load, even under StrictMode.
  const finished = useRef(false);
  useEffect(() => {
    if (!returning.current || finished.current) return;
    finished.current = true;
    void completeDistrictSignIn();
  }, [completeDistrictSignIn]);

  const keycloak = options?.mode === 'keycloak';
  const showPasswordForm = options !== null && options.passwordSignIn;
  const showRegisterForm = options !== null && options.registration === 'form';

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
        ...(showRegisterForm ? [{
          key: 'register',
          label: 'Create Account',
          children: <RegisterForm pending={pending === 'register'} onSubmit={register} />,
        }] : []),
      ]}
    />
  );

  const districtSignIn = (
    <Flex vertical gap={token.marginSM}>
      <Button type="primary" size="large" block loading={pending === 'district'} onClick={() => void signInWithDistrict('login')}>
        Sign in with your district account
      </Button>
      {options?.registration === 'realm' && (
        <Button size="large" block disabled={pending === 'district'} onClick={() => void signInWithDistrict('register')}>
          Create a student account
        </Button>
      )}
    </Flex>
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
    <AuthCard title="Welcome to Counsel">
      <Typography.Paragraph type="secondary">
        {keycloak
          ? 'Sign in with the account your school district gave you.'
          : 'Sign in to continue, or create a student account to get started.'}
      </Typography.Paragraph>
      {(options === null || returning.current) && (
        <Flex justify="center" style={{ padding: token.paddingLG }}>
          <Spin aria-label={returning.current ? 'Finishing sign-in' : 'Loading sign-in options'} />
        </Flex>
      )}
      {keycloak && !returning.current && districtSignIn}
      {keycloak && !returning.current && showPasswordForm && <Divider plain>or with a password</Divider>}
      {showPasswordForm && !returning.current && (
        <Tabs
          size="large"
          items={[
            { key: 'students', label: 'Students', children: studentTabs },
            { key: 'staff', label: 'Staff (Counselors/Admins)', children: staffTab },
          ]}
        />
      )}
    </AuthCard>
  );
}
