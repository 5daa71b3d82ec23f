import { defaultMessages } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../api/use-session';
import { useAuthTab, type AuthTab } from '../hooks/use-auth-tab';
import { useReturnParams } from '../hooks/use-return-params';
import { authToasts } from '../toasts';
import { AuthShell } from './auth-shell';
import { GoogleSignIn } from './google-sign-in';
import { RecoveryPanel } from './recovery-panel';
import { SignInPanel } from './sign-in-panel';
import { SignUpForm } from './sign-up-form';

/** /auth: sign in, sign up, the inline reset request, and recovery from an e-mailed reset link. */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { tab, setTab } = useAuthTab();
  const { returnTo, action } = useReturnParams();
  const [isForgotOpen, setForgotOpen] = useState(false);
  // Set once a form has signed the user in, so the "already signed in" redirect does not race our navigation.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const isRecovery = searchParams.get('type') === 'recovery';

  useDocumentTitle(
    isRecovery ? 'Reset password' : tab === 'signup' ? 'Sign up' : 'Sign in',
    'Sign in to PromptNest, or create a free account to keep your AI prompts and fill-in templates in one place.',
  );
  useGoogleErrorToast(searchParams.getAll('error'));

  if (session.data?.user && !isRecovery && !leavingTo) return <Navigate to="/app" replace />;

  function leaveTo(path: string) {
    setLeavingTo(path);
    void navigate(path, { replace: true });
  }

  if (isRecovery) {
    return (
      <AuthShell title="Reset Password">
        <RecoveryPanel
          key={searchParams.get('token')}
          token={searchParams.get('token')}
          onPasswordUpdated={(signedIn) => {
            if (signedIn) return leaveTo('/app');
            setSearchParams({ tab: 'signin' }, { replace: true });
          }}
          onRequestNewLink={() => {
            setForgotOpen(true);
            setSearchParams({ tab: 'signin' }, { replace: true });
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Welcome to PromptNest" description="Sign in to your prompt library, or create a free account.">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setForgotOpen(false);
          setTab(value as AuthTab);
        }}
      >
        <TabsList>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInPanel
            returnTo={returnTo}
            action={action}
            onSignedIn={leaveTo}
            isForgotOpen={isForgotOpen}
            onForgotOpenChange={setForgotOpen}
          />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm returnTo={returnTo} action={action} onSignedUp={leaveTo} onAccountExists={() => setTab('signin')} />
          <GoogleSignIn returnTo={returnTo} action={action} />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}

/** Google sends failed sign-ins back to /auth?error=google; a suspended account's with error=ACCOUNT_SUSPENDED too. */
function useGoogleErrorToast(errors: string[]) {
  const isSuspended = errors.includes('ACCOUNT_SUSPENDED');
  const hasFailed = isSuspended || errors.includes('google');
  useEffect(() => {
    if (!hasFailed) return;
    toast.error(authToasts.googleFailed, {
      id: 'google-sign-in-failed',
      description: isSuspended ? defaultMessages.ACCOUNT_SUSPENDED : undefined,
    });
  }, [hasFailed, isSuspended]);
}
