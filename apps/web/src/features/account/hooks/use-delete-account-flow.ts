import { billingTimings, type AppError } from '@promptnest/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useOpenBillingPortal } from '../../../components/use-open-billing-portal';
import { isClientError } from '../../../lib/api-client';
import { clearUserData, markSignedOut } from '../../../lib/session';
import { useDeleteAccount } from '../api/use-delete-account';
import { useRequestDeletionLink } from '../api/use-request-deletion-link';
import { accountToasts } from '../toasts';

/**
 * Spec §4 "Account deletion": admins may not; a subscription that still renews must be cancelled first (the
 * portal opens after 2 s); otherwise the account goes, and 2 s later the app forgets the user and goes home.
 */
export function useDeleteAccountFlow({ isAdmin, onDone }: { isAdmin: boolean; onDone: () => void }) {
  const deleteAccount = useDeleteAccount();
  const requestLink = useRequestDeletionLink();
  const portal = useOpenBillingPortal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function toastAdminRefusal() {
    toast.error(accountToasts.adminCannotDelete.title, { description: accountToasts.adminCannotDelete.description });
  }

  /** The refusals both ways share; false when the error is none of them. */
  function handleRefusal(error: AppError): boolean {
    if (error.code === 'ADMIN_CANNOT_DELETE') {
      toastAdminRefusal();
    } else if (error.code === 'SUBSCRIPTION_MUST_BE_CANCELLED') {
      toast.error(error.message, { description: accountToasts.openingPortal });
      setTimeout(() => portal.mutate(), billingTimings.portalAfterMs);
    } else {
      return false;
    }
    onDone();
    return true;
  }

  function deleteNow(typedEmail: string) {
    if (isAdmin) return toastAdminRefusal();
    deleteAccount.mutate(typedEmail, {
      onSuccess: ({ message }) => {
        onDone();
        toast.success(accountToasts.accountDeleted, { description: message });
        // The server has ended the session already; the pause lets the message be read.
        setTimeout(() => {
          markSignedOut(queryClient);
          void navigate('/', { replace: true });
          clearUserData(queryClient);
        }, billingTimings.signOutAfterDeletionMs);
      },
      onError: (error) => {
        if (isClientError(error) && handleRefusal(error)) return;
        if (isClientError(error) && error.code === 'VALIDATION_FAILED') return void toast.error('Error', { description: error.message });
        toast.error(accountToasts.deleteFailed.title, { description: accountToasts.deleteFailed.description });
      },
    });
  }

  function emailLink() {
    if (isAdmin) return toastAdminRefusal();
    requestLink.mutate(undefined, {
      onSuccess: ({ message }) => {
        onDone();
        toast.success(accountToasts.deletionLinkSent, { description: message });
      },
      onError: (error) => {
        if (isClientError(error) && handleRefusal(error)) return;
        toast.error('Error', { description: error.message });
      },
    });
  }

  return {
    deleteNow,
    emailLink,
    toastAdminRefusal,
    isDeleting: deleteAccount.isPending || deleteAccount.isSuccess,
    isSendingLink: requestLink.isPending,
  };
}

/** What the Delete Account confirmation needs of the flow. */
export type DeleteAccountFlow = ReturnType<typeof useDeleteAccountFlow>;
