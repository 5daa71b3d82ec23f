import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { forgetContinueUrl, readContinueUrl } from '../continue-authorization';

/**
 * /oauth/continue: where Google sign-in comes back to when it was started for an AI tool. Goes on to the
 * tool's authorization request remembered in this tab, or to the library when there is none.
 */
export function ContinuePage() {
  const navigate = useNavigate();
  // Read in render and forgotten in the effect, so running the effect twice still finds it.
  const [url] = useState(readContinueUrl);

  useEffect(() => {
    forgetContinueUrl();
    if (url) window.location.replace(url);
    else void navigate('/app', { replace: true });
  }, [url, navigate]);

  return <LoadingState fullScreen />;
}
