import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection } from '../scroll-to-section';

interface SectionLinkProps {
  /** The section's id on this page. */
  to: string;
  className?: string;
  children: ReactNode;
  /** Runs before the scroll (the menu drawer closes itself). */
  onFollow?: () => void;
}

/** A link to a section of the landing page. A real #anchor, so it works before the script and when copied. */
export function SectionLink({ to, className, children, onFollow }: SectionLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys) keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow?.();
    scrollToSection(to);
  }
  return (
    <a href={`#${to}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
