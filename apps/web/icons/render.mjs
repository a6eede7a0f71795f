// Renders the app icons (README "Notifications", installable app) from the SVG sources beside this file
// into apps/web/public/ as PNG, with Chromium through Playwright: `node apps/web/icons/render.mjs`.
// icon.svg (rounded, transparent corners) gives the 192 and 512 px manifest icons; icon-maskable.svg
// (full-bleed, the ball inside the 40 % safe zone) gives the maskable 512 px icon and the 180 px
// apple-touch-icon (iOS rounds the corners itself); badge.svg the 96 px notification badge. The PNGs
// are committed; run this after editing an SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../public');
const outputs = [
  { svg: 'icon.svg', png: 'pwa-192.png', size: 192 },
  { svg: 'icon.svg', png: 'pwa-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'pwa-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'badge.svg', png: 'badge-96.png', size: 96 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = Buffer.from(readFileSync(path.join(here, svg))).toString('base64');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="data:image/svg+xml;base64,${source}" width="${size}" height="${size}" style="display:block">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, png), omitBackground: true });
    await page.close();
    console.log(`${png} (${size} px) from ${svg}`);
  }
} finally {
  await browser.close();
}
