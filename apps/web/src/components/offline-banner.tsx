import { offlineEditingMessage, useIsOnline } from '../lib/use-is-online';

export const offlineBannerId = 'offline-banner-message';

/** Says the app is offline: the library can be read, searched and filled, and editing waits for the connection. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="flex flex-wrap items-baseline gap-x-2 border-b border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm sm:px-6 lg:px-8">
          <strong className="font-semibold">Offline</strong>
          <span id={offlineBannerId}>{offlineEditingMessage}</span>
        </p>
      )}
    </div>
  );
}
