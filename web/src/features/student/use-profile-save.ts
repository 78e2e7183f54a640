import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { useToast } from '../../app/use-toast';
import { MyStudentDocument } from '../../gql/graphql';
import { profileBody, type ProfileFormValues } from './profile-form';

/**
 * Profile save (spec section 4): update when a profile exists, else create; then the student's own
 * record is read again. Toasts are the spec's (section 8).
 */
export function useProfileSave(studentId: string | null) {
  const client = useApolloClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const creating = !studentId;

  async function save(userId: string | null | undefined, values: ProfileFormValues) {
    const failure = creating ? 'Failed to create profile. Please try again.' : 'Failed to update profile. Please try again.';
    if (!userId) {
      toast.error('Error', 'User not found');
      return;
    }
    setSaving(true);
    try {
      const body = profileBody(userId, values);
      if (creating) await api.post('/api/students', body);
      else await api.put(`/api/students/${encodeURIComponent(studentId)}`, body);
      await client.refetchQueries({ include: [MyStudentDocument] });
      if (creating) toast.success('Profile created', 'Your profile has been created successfully.');
      else toast.success('Profile updated', 'Your profile has been saved successfully.');
    } catch (error) {
      toast.error('Error', serverMessage(error) ?? failure);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, creating };
}

/** Replaces the course or activity list (beyond the spec: editing both on My Profile). */
export function useListSave(studentId: string, kind: 'courses' | 'activities') {
  const client = useApolloClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const label = kind === 'courses' ? 'courses' : 'activities';

  async function save(items: unknown[]) {
    setSaving(true);
    try {
      await api.put(`/api/students/${encodeURIComponent(studentId)}/${kind}`, { [kind]: items });
      await client.refetchQueries({ include: [MyStudentDocument] });
      toast.success(kind === 'courses' ? 'Courses saved' : 'Activities saved', `Your ${label} have been saved successfully.`);
    } catch (error) {
      toast.error('Error', serverMessage(error) ?? `Failed to save ${label}. Please try again.`);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
