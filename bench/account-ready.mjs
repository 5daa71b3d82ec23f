// "Account page ready": a real browser (Debian's Chromium) opens /app/account for a signed-in user and
// waits until no loading state remains: no spinner or 'Loading...' status, no skeleton (animate-pulse), nothing
// aria-busy, and the page's heading shown. The figure is milliseconds from navigation start, median of `runs`
// loads, each in a fresh browser context (no cache), so every chunk and every query is fetched again.
import { chromium } from '@playwright/test';

/* global document */
/** True in the page once the account page has finished loading everything it shows. */
function isReady() {
  const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Account Settings');
  const loading = document.querySelector('[role="status"] svg.animate-spin, .animate-pulse, [aria-busy="true"]');
  return heading && !loading ? performance.now() : false;
}

export async function measureAccountReady(baseUrl, cookie, runs = 5) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { hostname } = new URL(baseUrl);
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), domain: hostname, path: '/' };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl}/app/account`, { waitUntil: 'commit' });
      const ready = await page.waitForFunction(isReady, undefined, { polling: 'raf', timeout: 30_000 });
      times.push(Math.round(await ready.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], runs: times };
}

// Standalone: BASE_URL and COOKIE of a signed-in, approved user (the bench run calls the function itself).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureAccountReady(process.env.BASE_URL, process.env.COOKIE, Number(process.env.RUNS ?? 5)));
}
