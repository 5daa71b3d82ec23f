import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';

type Side = 'top' | 'right' | 'bottom' | 'left';

interface TooltipProps {
  /** The tooltip's text. It only repeats the control's accessible name, for sighted mouse users. */
  label: string;
  side?: Side;
  /** False renders the child alone (e.g. an expanded sidebar whose labels are visible). */
  isEnabled?: boolean;
  /** One focusable element. */
  children: ReactNode;
  className?: string;
}

const OPEN_DELAY_MS = 300;
const GAP_PX = 8;

/** Where the tip goes beside the trigger: fixed to the viewport, so a clipping sidebar never cuts it off. */
function placeBeside(trigger: DOMRect, side: Side): CSSProperties {
  const middleX = trigger.left + trigger.width / 2;
  const middleY = trigger.top + trigger.height / 2;
  if (side === 'top') return { left: middleX, top: trigger.top - GAP_PX, transform: 'translate(-50%, -100%)' };
  if (side === 'bottom') return { left: middleX, top: trigger.bottom + GAP_PX, transform: 'translateX(-50%)' };
  if (side === 'left') return { left: trigger.left - GAP_PX, top: middleY, transform: 'translate(-100%, -50%)' };
  return { left: trigger.right + GAP_PX, top: middleY, transform: 'translateY(-50%)' };
}

/**
 * A label shown on hover or keyboard focus, after a short delay; Escape, a click or leaving hides it. Our own
 * rather than Radix's (docs/decisions/0021-offline-app.md, "Bundle size"): every app page shows tooltips, and
 * Radix's positioning engine was an eighth of the library pages' JavaScript. The text repeats the control's
 * name, so it is hidden from screen readers, which already hear that name.
 */
export function Tooltip({ label, side = 'right', isEnabled = true, children, className }: TooltipProps) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const hide = () => {
    window.clearTimeout(timer.current);
    setPlace(null);
  };
  const showSoon = (trigger: Element | null) => {
    window.clearTimeout(timer.current);
    if (!trigger) return;
    timer.current = window.setTimeout(() => setPlace(placeBeside(trigger.getBoundingClientRect(), side)), OPEN_DELAY_MS);
  };

  useEffect(() => {
    if (!place) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [place]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!isEnabled) return children;
  return (
    <span
      className="contents"
      onPointerEnter={(event) => event.pointerType === 'mouse' && showSoon(event.currentTarget.firstElementChild)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && showSoon(event.currentTarget.firstElementChild)}
      onBlur={hide}
    >
      {children}
      {place &&
        createPortal(
          <span
            aria-hidden="true"
            style={place}
            className={cn('pointer-events-none fixed z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-background shadow-md', className)}
          >
            {label}
          </span>,
          document.body,
        )}
    </span>
  );
}
