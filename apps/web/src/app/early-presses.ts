/**
 * Buttons pressed on a page the server drew (a shared prompt) after its script started but before React took
 * the page over (docs/decisions/0022): while the page's route code is still on its way, a press would reach no
 * handler. Each is kept, shown as busy, and pressed again once the page is live, so Copy pressed early still
 * copies. From `hydrateRoot` on, React queues presses itself, so keeping stops there.
 */
export function keepEarlyPresses(container: HTMLElement) {
  const pressed: HTMLButtonElement[] = [];

  function keep(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    // Nothing else happens meanwhile: no form is sent by the browser itself.
    event.preventDefault();
    if (!pressed.includes(button)) pressed.push(button);
    button.setAttribute('aria-busy', 'true');
  }
  container.addEventListener('click', keep, true);

  return {
    /** Stops keeping presses: React is about to take the page over. */
    stop: () => container.removeEventListener('click', keep, true),
    /** Presses again what was pressed, once the page is live. */
    replay: () => {
      for (const button of pressed.splice(0)) {
        button.removeAttribute('aria-busy');
        if (button.isConnected && !button.disabled) button.click();
      }
    },
  };
}
