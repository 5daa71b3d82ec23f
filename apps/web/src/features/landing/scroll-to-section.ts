/**
 * The header's Features and Pricing links: scroll to the section (smoothly, unless the visitor asks for
 * less motion) and move focus there, so the next Tab continues inside that section.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
