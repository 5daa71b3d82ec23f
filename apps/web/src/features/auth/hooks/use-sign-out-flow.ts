import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../api/use-sign-out';
import { clearUserData, markSignedOut } from '../api/use-session';
import { authToasts } from '../toasts';

/** Signs out, then goes home (spec §2 Pending Approval: 'signs out, then goes to /'). */
export function useSignOutFlow() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function run() {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        toast.success(authToasts.signedOut.title, { description: authToasts.signedOut.description });
        // The guard of the page we leave sees the marker and sends us home too, whichever runs first.
        markSignedOut(queryClient);
        await navigate('/');
        clearUserData(queryClient);
      },
      onError: (error) => {
        toast.error(authToasts.signOutFailed, { description: error.message });
      },
    });
  }

  return { signOut: run, isPending: signOut.isPending };
}
