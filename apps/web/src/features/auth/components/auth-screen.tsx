import { defaultMessages } from '@promptnest/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { SparklesIcon } from '../../../components/ui/app-icons';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CONTINUE_PAGE, continueAuthorizationUrl, isAuthorizationRequest, rememberContinueUrl } from '../../oauth/continue-authorization';
import { consentTexts } from '../../oauth/consent-texts';
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
  // Opened by an AI tool's authorization request (docs/decisions/0015-mcp-oauth.md): once signed in, the
  // browser goes back to the authorization endpoint instead of into the app.
  const authorizationUrl = useMemo(
    () => (!isRecovery && isAuthorizationRequest(searchParams) ? continueAuthorizationUrl(searchParams) : null),
    [isRecovery, searchParams],
  );
  const isSignedIn = Boolean(session.data?.user);
  const continueAuthorization = useContinueAuthorization(authorizationUrl, isSignedIn);

  useDocumentTitle(
    isRecovery ? 'Reset password' : tab === 'signup' ? 'Sign up' : 'Sign in',
    'Sign in to PromptNest, or create a free account to keep your AI prompts and fill-in templates in one place.',
  );
  useGoogleErrorToast(searchParams.getAll('error'));

  // Signed in for an AI tool: on the way back to its request (a full page load, as the server answers it).
  if (authorizationUrl && isSignedIn) return <LoadingState fullScreen />;
  if (isSignedIn && !isRecovery && !leavingTo) return <Navigate to="/app" replace />;

  function leaveTo(path: string) {
    if (authorizationUrl) return continueAuthorization();
    setLeavingTo(path);
    void navigate(path, { replace: true });
  }

  // Google sign-in leaves the page; it comes back to the page that continues the request.
  const googleReturnTo = authorizationUrl ? CONTINUE_PAGE : returnTo;

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
      {authorizationUrl && (
        <p className="mb-5 flex items-start gap-2.5 rounded-xl bg-accent/60 px-4 py-3 text-sm text-accent-foreground">
          <SparklesIcon className="mt-0.5" />
          <span>
            {consentTexts.signInNote} <strong className="font-semibold">{consentTexts.signInNoteTool}</strong> {consentTexts.signInNoteEnd}
          </span>
        </p>
      )}
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
            googleReturnTo={googleReturnTo}
            action={action}
            onSignedIn={leaveTo}
            isForgotOpen={isForgotOpen}
            onForgotOpenChange={setForgotOpen}
          />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm returnTo={returnTo} action={action} onSignedUp={leaveTo} onAccountExists={() => setTab('signin')} />
          <GoogleSignIn returnTo={googleReturnTo} action={action} />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}

/**
 * Goes on with an AI tool's authorization request once the user is signed in: at once when they arrive
 * signed in, or as soon as a form (sign in, sign up) has signed them in. The address also waits in this tab
 * for Google sign-in, which leaves the page.
 */
function useContinueAuthorization(authorizationUrl: string | null, isSignedIn: boolean) {
  const hasLeft = useRef(false);
  const leave = useCallback(() => {
    if (!authorizationUrl || hasLeft.current) return;
    hasLeft.current = true;
    window.location.replace(authorizationUrl);
  }, [authorizationUrl]);
  useEffect(() => {
    if (authorizationUrl) rememberContinueUrl(authorizationUrl);
  }, [authorizationUrl]);
  useEffect(() => {
    if (isSignedIn) leave();
  }, [isSignedIn, leave]);
  return leave;
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
