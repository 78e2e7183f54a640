import { useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { useToast } from '../../app/use-toast';

export interface StaffAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'counselor' | 'admin';
}

/**
 * The admin's writes (spec sections 7 and 8): create a counselor or admin account, reset a
 * student's or counselor's password. Each resolves to whether it succeeded; the toasts are the spec's.
 */
export function useStaffActions(onChanged: () => void) {
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function createStaffAccount(values: StaffAccountValues): Promise<boolean> {
    setCreating(true);
    try {
      await api.post('/api/auth/register-counselor', values);
      toast.success('Success', 'Counselor account created successfully');
      onChanged();
      return true;
    } catch (error) {
      toast.error('Error', serverMessage(error) ?? 'Failed to create counselor account');
      return false;
    } finally {
      setCreating(false);
    }
  }

  async function resetPassword(userId: string, password: string): Promise<boolean> {
    setResetting(true);
    try {
      await api.put(`/api/users/${encodeURIComponent(userId)}/password`, { password });
      toast.success('Password reset successfully');
      onChanged();
      return true;
    } catch (error) {
      toast.error('Error', serverMessage(error) ?? 'Failed to reset password');
      return false;
    } finally {
      setResetting(false);
    }
  }

  return { createStaffAccount, resetPassword, creating, resetting };
}
