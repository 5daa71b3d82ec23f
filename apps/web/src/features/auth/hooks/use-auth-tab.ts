import { useSearchParams } from 'react-router';

export type AuthTab = 'signin' | 'signup';

/** Spec §2: the tab query parameter, else Sign Up when action=save, else Sign In. Switching writes ?tab=. */
export function useAuthTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AuthTab =
    requested === 'signin' || requested === 'signup'
      ? requested
      : searchParams.get('action') === 'save'
        ? 'signup'
        : 'signin';

  function setTab(next: AuthTab) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  return { tab, setTab };
}
