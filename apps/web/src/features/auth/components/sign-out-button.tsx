import { Button, type ButtonProps } from '../../../components/ui/button';
import { LogOutIcon } from '../../../components/ui/app-icons';
import { useSignOutFlow } from '../hooks/use-sign-out-flow';

/** 'Sign Out': ends the session, then goes home. */
export function SignOutButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick' | 'isLoading' | 'children'>) {
  const { signOut, isPending } = useSignOutFlow();
  return (
    <Button variant={variant} isLoading={isPending} onClick={signOut} {...props}>
      {!isPending && <LogOutIcon />}
      Sign Out
    </Button>
  );
}
