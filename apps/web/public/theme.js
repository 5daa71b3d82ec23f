/* global document */
// Pins the theme picked with the toggle before the first paint, so a dark pick never flashes light.
// An external file because the CSP allows no inline script; the key and values match src/lib/theme.ts.
try {
  const theme = localStorage.getItem('promptnest-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch {
  // Storage is off: the page follows the system's theme.
}
