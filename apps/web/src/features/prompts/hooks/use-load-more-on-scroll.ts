import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element comes within a screen of the viewport, so long lists grow as
 * one scrolls; the element itself (a 'Load more' button) still works for keyboards and without observers.
 */
export function useLoadMoreOnScroll<T extends Element>(loadMore: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  const loadMoreRef = useRef(loadMore);

  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);

  return ref;
}
