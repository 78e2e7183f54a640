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
  const [createStaff] = useMutation(CreateStaffAccountDocument);
  const [setPassword] = useMutation(ResetUserPasswordDocument);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function createStaffAccount(values: StaffAccountValues): Promise<boolean> {
    setCreating(true);
    try {
      await createStaff({ variables: { input: values } });
      toast.success('Success', 'Counselor account created successfully');
      onChanged();
      return true;
    } catch (error) {
      toast.error('Error', graphqlMessage(error) ?? 'Failed to create counselor account');
      return false;
    } finally {
      setCreating(false);
    }
  }

  async function resetPassword(userId: string, password: string): Promise<boolean> {
    setResetting(true);
    try {
      await setPassword({ variables: { userId, password } });
      toast.success('Password reset successfully');
      onChanged();
      return true;
    } catch (error) {
      toast.error('Error', graphqlMessage(error) ?? 'Failed to reset password');
      return false;
    } finally {
      setResetting(false);
    }
  }

  return { createStaffAccount, resetPassword, creating, resetting };
}
