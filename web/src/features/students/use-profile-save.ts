import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import {
  CreateStudentProfileDocument, MyStudentDocument, SaveActivitiesDocument, SaveCoursesDocument, UpdateStudentProfileDocument,
  type ActivityInput, type CourseInput,
} from '../../gql/graphql';
import { profileInput, type ProfileFormValues } from './profile-form';

/** Each write is followed by a fresh read of the student's own record, awaited so the form shows what was saved. */
const REREAD_PROFILE = { refetchQueries: [MyStudentDocument], awaitRefetchQueries: true };

/**
 * Profile save: update when a profile exists, else create; then the student's own
 * record is read again. Toasts are the spec's.
 */
export function useProfileSave(studentId: string | null) {
  const toast = useToast();
  const { t } = useTranslation('students');
  const [create] = useMutation(CreateStudentProfileDocument, REREAD_PROFILE);
  const [update] = useMutation(UpdateStudentProfileDocument, REREAD_PROFILE);
  const [saving, setSaving] = useState(false);
  const creating = !studentId;

  async function save(userId: string | null | undefined, values: ProfileFormValues) {
    const failure = creating ? t('toasts.createFailed') : t('toasts.updateFailed');
    if (!userId) {
      toast.error(t('toasts.error'), t('toasts.userNotFound'));
      return;
    }
    setSaving(true);
    try {
      const input = profileInput(userId, values);
      if (studentId) await update({ variables: { id: studentId, input } });
      else await create({ variables: { input } });
      if (creating) toast.success(t('toasts.created'), t('toasts.createdDetail'));
      else toast.success(t('toasts.updated'), t('toasts.updatedDetail'));
    } catch (error) {
      toast.error(t('toasts.error'), graphqlMessage(error) ?? failure);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, creating };
}

/** Replaces a whole list on My Profile and toasts the outcome (beyond the spec: editing courses and activities). */
function useListSave<T>(label: 'courses' | 'activities', write: (items: T[]) => Promise<unknown>) {
  const toast = useToast();
  const { t } = useTranslation('students');
  const [saving, setSaving] = useState(false);

  async function save(items: T[]) {
    setSaving(true);
    try {
      await write(items);
      toast.success(t(`toasts.${label}Saved`), t(`toasts.${label}SavedDetail`));
    } catch (error) {
      toast.error(t('toasts.error'), graphqlMessage(error) ?? t(`toasts.${label}Failed`));
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}

export function useCoursesSave(studentId: string) {
  const [saveCourses] = useMutation(SaveCoursesDocument, REREAD_PROFILE);
  return useListSave<CourseInput>('courses', (courses) => saveCourses({ variables: { studentId, courses } }));
}

export function useActivitiesSave(studentId: string) {
  const [saveActivities] = useMutation(SaveActivitiesDocument, REREAD_PROFILE);
  return useListSave<ActivityInput>('activities', (activities) => saveActivities({ variables: { studentId, activities } }));
}
