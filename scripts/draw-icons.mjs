// Draws the installed app's PNG icons from Pip's SVG (apps/web/public/icons/pip-maskable.svg) with the
// browser the tests use. The PNGs are committed; run this again after changing the SVG.
//   node scripts/draw-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('apps/web/public/icons/pip-maskable.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: `apps/web/public/icons/pip-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('drew apps/web/public/icons/pip-192.png and pip-512.png');
