import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignIn } from './google-sign-in';
import { SignInForm } from './sign-in-form';

interface SignInPanelProps {
  returnTo?: string;
  /** Where Google sign-in comes back to, when not returnTo (signing in for an AI tool). */
  googleReturnTo?: string;
  action?: string;
  onSignedIn: (path: string) => void;
  isForgotOpen: boolean;
  onForgotOpenChange: (isOpen: boolean) => void;
}

/** The Sign In tab: the sign-in form, or in its place the inline reset request. */
export function SignInPanel({ returnTo, googleReturnTo = returnTo, action, onSignedIn, isForgotOpen, onForgotOpenChange }: SignInPanelProps) {
  const [email, setEmail] = useState('');

  if (isForgotOpen) return <ForgotPasswordForm defaultEmail={email} onClose={() => onForgotOpenChange(false)} />;

  return (
    <>
      <SignInForm
        returnTo={returnTo}
        action={action}
        defaultEmail={email}
        onSignedIn={onSignedIn}
        onForgotPassword={(typed) => {
          setEmail(typed);
          onForgotOpenChange(true);
        }}
      />
      <GoogleSignIn returnTo={googleReturnTo} action={action} />
    </>
  );
}
