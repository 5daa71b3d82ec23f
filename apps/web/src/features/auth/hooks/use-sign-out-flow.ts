import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignOut } from '../api/use-sign-out';
import { clearUserData, setSessionUser } from '../api/use-session';
import { authToasts } from '../toasts';

/** Signs out, then goes home. The cached user is dropped only after leaving, so no guard bounces us to /auth. */
export function useSignOutFlow() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function run() {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        toast.success(authToasts.signedOut.title, { description: authToasts.signedOut.description });
        await navigate('/');
        setSessionUser(queryClient, null);
        clearUserData(queryClient);
      },
      onError: (error) => {
        toast.error(authToasts.signOutFailed, { description: error.message });
      },
    });
  }

  return { signOut: run, isPending: signOut.isPending };
}
