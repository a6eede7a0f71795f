/**
 * The HTML frame of the server-rendered one-tap pages (docs/decisions/018-one-tap-page.md): a whole
 * document with its styles inline (one request paints the page; the CSP allows inline styles, never
 * inline scripts), Turnout's header linking to the full app, a card like the app's account screens
 * (440 px at most, full width on a phone), light and dark by the system's setting as the app does, and
 * the small progressive script (apps/web/src/rsvp-page.ts, built as /rsvp-page.js) when the web build
 * has it. Every text put in the page goes through `escapeHtml`.
 */

import { isRightToLeft, type Language } from '@turnout/shared/i18n/languages';
import { escapeHtml } from '../../lib/html.ts';

/** Tabler icons' outlines (the app's icon set), 24×24, drawn with currentColor. */
const ICONS = {
  calendar: [
    'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12',
    'M16 3l0 4',
    'M8 3l0 4',
    'M4 11l16 0',
    'M8 15h2v2h-2l0 -2',
  ],
  pin: [
    'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0',
  ],
  check: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4'],
  alert: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 8v4', 'M12 16h.01'],
} as const;

/** An inline icon, hidden from assistive technology (its text says it all). */
export function icon(name: keyof typeof ICONS, size = 18): string {
  const paths = ICONS[name].map((d) => `<path d="${d}"/>`).join('');
  return `<svg class="icon" aria-hidden="true" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}

/** Alert colours: green (done), gray (out), yellow (an expired link), red (a refusal). */
export type Tone = 'green' | 'gray' | 'yellow' | 'red';

/** A Mantine-like light alert; `role` status (a result) or alert (a refusal). */
export function alertBox(tone: Tone, role: 'status' | 'alert', html: string): string {
  return `<div class="alert ${tone}" role="${role}">${icon(tone === 'green' || tone === 'gray' ? 'check' : 'alert', 20)}<div>${html}</div></div>`;
}

/**
 * The app's colours (apps/web/src/app/theme.ts: green 8 for filled buttons, the darker dimmed grey)
 * with WCAG AA contrast in both schemes; sizes of Mantine's md buttons and the account card.
 */
const CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light dark;--bg:#fff;--card:#fff;--text:#000;--dimmed:#5c5f66;--border:#dee2e6;--brand:#1b6e2f;
--green:#237a36;--green-light:#ebfbee;--green-text:#1b6e2f;--orange:#b8420b;--orange-light:#fff4e6;--orange-text:#a63e00;
--gray:#495057;--gray-light:#f1f3f5;--gray-text:#343a40;--yellow-light:#fff9db;--yellow-text:#7a4b00;--red-light:#fff5f5;--red-text:#b02525;
--focus:#1c7ed6}
@media (prefers-color-scheme:dark){:root{--bg:#242424;--card:#2e2e2e;--text:#c9c9c9;--dimmed:#a6a7ab;--border:#424242;--brand:#8ce99a;
--green-light:rgba(47,158,68,.18);--green-text:#8ce99a;--orange-light:rgba(253,126,20,.16);--orange-text:#ffc078;
--gray-light:rgba(134,142,150,.2);--gray-text:#dee2e6;--yellow-light:rgba(250,176,5,.15);--yellow-text:#ffe066;--red-light:rgba(250,82,82,.15);--red-text:#ffa8a8}}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
header{height:56px;border-bottom:1px solid var(--border)}
header div{max-width:1140px;height:100%;margin:0 auto;padding:0 16px;display:flex;align-items:center}
header a{display:flex;align-items:center;gap:8px;color:var(--brand);font-weight:800;font-size:18px;text-decoration:none}
main{padding:10px 16px 32px}
.card{max-width:440px;margin:0 auto;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1);display:flex;flex-direction:column;gap:20px}
@media (min-width:48em){main{padding-top:32px}.card{padding:32px}}
h1{margin:0;font-size:26px;line-height:1.35;font-weight:700}
p{margin:0}
.dimmed{color:var(--dimmed);font-size:14px}
.heading{display:flex;flex-direction:column;gap:4px}
.game{display:flex;flex-direction:column;gap:6px}
.game .title{font-weight:700;font-size:18px}
.row{display:flex;gap:6px;align-items:flex-start}
.row .icon{flex:none;margin-block-start:3px}
.zone{visibility:hidden}
.zone.shown{visibility:visible}
.alert{display:flex;gap:12px;padding:12px 16px;border-radius:8px;font-size:14px}
.alert .icon{flex:none}
.alert strong{font-size:16px}
.alert.green{background:var(--green-light);color:var(--green-text)}
.alert.gray{background:var(--gray-light);color:var(--gray-text)}
.alert.yellow{background:var(--yellow-light);color:var(--yellow-text)}
.alert.red{background:var(--red-light);color:var(--red-text)}
form{display:flex;flex-direction:column;gap:20px}
fieldset{margin:0;padding:0;border:0;min-width:0;display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.answer{position:relative;display:block}
.answer input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.answer span,.btn{display:flex;align-items:center;justify-content:center;min-height:42px;padding:0 4px;border-radius:8px;border:1px solid transparent;font-weight:600;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
.answer.in span{background:var(--green-light);color:var(--green-text)}
.answer.reserves span{background:var(--orange-light);color:var(--orange-text)}
.answer.out span{background:var(--gray-light);color:var(--gray-text)}
.answer.in input:checked+span{background:var(--green);color:#fff}
.answer.reserves input:checked+span{background:var(--orange);color:#fff}
.answer.out input:checked+span{background:var(--gray);color:#fff}
.answer input:focus-visible+span,.btn:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.btn{width:100%;padding:0 18px;font-family:inherit}
.btn.filled{background:var(--green);color:#fff;min-height:42px}
.btn.filled:disabled{opacity:.6;cursor:not-allowed}
.btn.subtle{background:transparent;color:var(--green-text)}
.btn.light{background:var(--green-light);color:var(--green-text)}
.btn.default{background:var(--card);color:var(--text);border-color:var(--border)}
`;

/** The mark of the header (the app's favicon), 28 px. */
const MARK = '<img src="/favicon.svg" alt="" width="28" height="28">';

/**
 * A whole one-tap page in `language` (`<html lang dir>`: Arabic right to left; the styles are logical,
 * so the layout mirrors): `title` (the tab and the card's heading), an optional subtitle line, the card's
 * body (HTML already escaped) and the progressive script's path (null: none).
 */
export function pageDocument(parts: {
  language: Language;
  title: string;
  subtitle: string | null;
  body: string;
  script: string | null;
}): string {
  const { language, title, subtitle, body, script } = parts;
  return `<!doctype html>
<html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Turnout — organise team sports. Get Organized, Get Playing!">
<meta name="theme-color" content="#237a36">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Turnout</title>
<style>${CSS}</style>
<noscript><style>.zone{visibility:visible}</style></noscript>
${script ? `<script type="module" src="${escapeHtml(script)}"></script>\n` : ''}</head>
<body>
<header><div><a href="/">${MARK}<span>Turnout</span></a></div></header>
<main>
<div class="card">
<div class="heading"><h1>${escapeHtml(title)}</h1>${subtitle ? `<p class="dimmed">${escapeHtml(subtitle)}</p>` : ''}</div>
${body}
</div>
</main>
</body>
</html>
`;
}
