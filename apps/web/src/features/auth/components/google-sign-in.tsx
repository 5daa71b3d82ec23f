import { Button } from '../../../components/ui/button';
import { GoogleIcon } from '../../../components/ui/app-icons';
import { toast } from '../../../lib/toast';
import { useAuthProviders } from '../api/use-auth-providers';
import { useGoogleSignIn } from '../api/use-google-sign-in';
import { authToasts } from '../toasts';

interface GoogleSignInProps {
  returnTo?: string;
  action?: string;
}

/** 'Continue with Google', shown only when the server has Google configured. */
export function GoogleSignIn({ returnTo, action }: GoogleSignInProps) {
  const providers = useAuthProviders();
  const google = useGoogleSignIn();

  if (!providers.data?.google) return null;

  function handleClick() {
    google.mutate(
      { returnTo, action },
      {
        onSuccess: ({ url }) => {
          window.location.href = url;
        },
        onError: (error) => toast.error(authToasts.googleFailed, { description: error.message }),
      },
    );
  }

  // Still busy after success: the browser is on its way to Google.
  const isBusy = google.isPending || google.isSuccess;

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" className="w-full" isLoading={isBusy} onClick={handleClick}>
        {!isBusy && <GoogleIcon />}
        Continue with Google
      </Button>
    </div>
  );
}
