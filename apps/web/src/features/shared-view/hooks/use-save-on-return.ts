import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Spec §4 "Shared-prompt save": back from signing in or up with ?action=save, the page clears the
 * query and saves once, as soon as it knows the user may save.
 */
export function useSaveOnReturn({ canSave, save }: { canSave: boolean; save: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasSaved = useRef(false);
  const wantsSave = searchParams.get('action') === 'save';

  const saveOnce = useEffectEvent(() => {
    if (hasSaved.current) return;
    hasSaved.current = true;
    setSearchParams({}, { replace: true });
    save();
  });

  useEffect(() => {
    if (wantsSave && canSave) saveOnce();
  }, [wantsSave, canSave]);
}
