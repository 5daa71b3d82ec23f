import { AuthScreen } from '../../features/auth/components/auth-screen';

/** The auth screen sets its own title ('Sign in', 'Sign up' or 'Reset password'). */
export function Component() {
  return <AuthScreen />;
}
