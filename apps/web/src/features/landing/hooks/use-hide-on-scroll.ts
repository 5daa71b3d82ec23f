import { useEffect, useState } from 'react';

/**
 * Spec §2 "Landing page": true once the page scrolls down past `threshold` px, false again as soon as it
 * scrolls up (or back near the top). Read once per frame, however fast the scroll events come.
 */
export function useHideOnScroll(threshold = 100): boolean {
  const [isHidden, setIsHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (y > lastY && y > threshold) setIsHidden(true);
      else if (y < lastY || y <= threshold) setIsHidden(false);
      lastY = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return isHidden;
}
