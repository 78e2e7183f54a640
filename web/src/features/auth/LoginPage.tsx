import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
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
          label: t('tabs.signIn'),
          children: <SignInForm name="student-sign-in" pending={pending === 'sign-in'} onSubmit={signIn} />,
        },
        ...(showRegisterForm ? [{
          key: 'register',
          label: t('tabs.createAccount'),
          children: <RegisterForm pending={pending === 'register'} onSubmit={register} />,
        }] : []),
      ]}
    />
  );

  const districtSignIn = (
    <Flex vertical gap={token.marginSM}>
      <Button type="primary" size="large" block loading={pending === 'district'} onClick={() => void signInWithDistrict('login')}>
        {t('district.signIn')}
      </Button>
      {options?.registration === 'realm' && (
        <Button size="large" block disabled={pending === 'district'} onClick={() => void signInWithDistrict('register')}>
          {t('district.createStudent')}
        </Button>
      )}
    </Flex>
  );

  const staffTab = (
    <Flex vertical gap={token.marginLG}>
      <Alert
        type="info"
        showIcon
        title={t('staff.title')}
        description={t('staff.description')}
      />
      <SignInForm name="staff-sign-in" pending={pending === 'sign-in'} onSubmit={signIn} />
    </Flex>
  );

  return (
    <AuthCard title={t('welcome')}>
      <Typography.Paragraph type="secondary">
        {keycloak
          ? t('introDistrict')
          : t('introPassword')}
      </Typography.Paragraph>
      {(options === null || returning.current) && (
        <Flex justify="center" style={{ padding: token.paddingLG }}>
          <Spin aria-label={returning.current ? t('finishingSignIn') : t('loadingOptions')} />
        </Flex>
      )}
      {keycloak && !returning.current && districtSignIn}
      {keycloak && !returning.current && showPasswordForm && <Divider plain>{t('orWithPassword')}</Divider>}
      {showPasswordForm && !returning.current && (
        <Tabs
          size="large"
          items={[
            { key: 'students', label: t('tabs.students'), children: studentTabs },
            { key: 'staff', label: t('tabs.staff'), children: staffTab },
          ]}
        />
      )}
    </AuthCard>
  );
}
