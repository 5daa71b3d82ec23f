import { useCallback, useState } from 'react';

const COOKIE_NAME = 'sidebar_state';
/** Spec §9: the sidebar's collapsed or expanded state lasts 7 days. */
const COOKIE_MAX_AGE = 604_800;

function readIsExpanded(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

/** Whether the desktop sidebar is expanded (16rem) or collapsed to icons (3rem), kept in a cookie. */
export function useSidebarState() {
  const [isExpanded, setIsExpanded] = useState(readIsExpanded);

  const toggle = useCallback(() => {
    setIsExpanded((current) => {
      const next = !current;
      document.cookie = `${COOKIE_NAME}=${String(next)}; max-age=${COOKIE_MAX_AGE}; path=/; samesite=lax`;
      return next;
    });
  }, []);

  return { isExpanded, toggle };
}
