import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * History entries already handled. The page can mount more than once before the address loses its
 * ?action=save (session arriving, route reloading), so "once" is kept per entry, not per component.
 */
const handledEntries = new Set<string>();

/**
 * Spec §4 "Shared-prompt save": back from signing in or up with ?action=save, the page clears the
 * query and saves once, as soon as it knows the user may save.
 */
export function useSaveOnReturn({ canSave, save }: { canSave: boolean; save: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const wantsSave = searchParams.get('action') === 'save';

  const saveOnce = useEffectEvent(() => {
    if (handledEntries.has(key)) return;
    handledEntries.add(key);
    setSearchParams({}, { replace: true });
    save();
  });

  useEffect(() => {
    if (wantsSave && canSave) saveOnce();
  }, [wantsSave, canSave]);
}
