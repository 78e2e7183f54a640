import { useMutation } from '@apollo/client/react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import { ApplicationTasksDocument, CounselingTasksDocument, OverdueTasksDocument, SetTaskCompletionDocument, StudentTasksDocument } from '../../../gql/graphql';

/** Marks one student's copy of a task done or open (the student for themselves, or staff), then refreshes the lists that count it. */
export function useTaskCompletion() {
  const toast = useToast();
  const [mutate, state] = useMutation(SetTaskCompletionDocument, {
    refetchQueries: [StudentTasksDocument, CounselingTasksDocument, OverdueTasksDocument, ApplicationTasksDocument],
  });
  const set = async (taskId: string, studentId: string, done: boolean, title: string) => {
    try {
      await mutate({ variables: { taskId, studentId, done } });
      toast.success(done ? 'Task done' : 'Task reopened', title);
      return true;
    } catch (error) {
      toast.error('The task could not be updated', graphqlMessage(error) ?? 'Please try again.');
      return false;
    }
  };
  return { set, pending: state.loading };
}
