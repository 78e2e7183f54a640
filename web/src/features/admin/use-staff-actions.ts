import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { CreateStaffAccountDocument, ResetUserPasswordDocument } from '../../gql/graphql';

export interface StaffAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'counselor' | 'admin' | 'teacher';
}

/**
 * The admin's writes: create a counselor or admin account, reset a
 * student's or counselor's password. Each resolves to whether it succeeded; the toasts are the spec's.
 */
export function useStaffActions(onChanged: () => void) {
  const toast = useToast();
  const { t } = useTranslation('admin');
  const [createStaff] = useMutation(CreateStaffAccountDocument);
  const [setPassword] = useMutation(ResetUserPasswordDocument);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function createStaffAccount(values: StaffAccountValues): Promise<boolean> {
    setCreating(true);
    try {
      await createStaff({ variables: { input: values } });
      toast.success(t('toasts.success'), t('toasts.created'));
      onChanged();
      return true;
    } catch (error) {
      toast.error(t('toasts.error'), graphqlMessage(error) ?? t('toasts.createError'));
      return false;
    } finally {
      setCreating(false);
    }
  }

  async function resetPassword(userId: string, password: string): Promise<boolean> {
    setResetting(true);
    try {
      await setPassword({ variables: { userId, password } });
      toast.success(t('toasts.reset'));
      onChanged();
      return true;
    } catch (error) {
      toast.error(t('toasts.error'), graphqlMessage(error) ?? t('toasts.resetError'));
      return false;
    } finally {
      setResetting(false);
    }
  }

  return { createStaffAccount, resetPassword, creating, resetting };
}
