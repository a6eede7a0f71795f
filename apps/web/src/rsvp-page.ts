/**
 * The one-tap answer page's script (docs/decisions/018-one-tap-page.md), built on its own as /rsvp-page.js
 * (vite.config.ts) and loaded by the server-rendered /rsvp/{token} page
 * (apps/server/src/modules/rsvp-links/page.ts). The page works without it; it only adds what the server
 * cannot know:
 * - the kick-off's zone name ("\u00a0SAST"), shown when the reader's clock shows another time then (README
 *   "A group's time zone and currency"; the server renders it hidden, so showing it moves nothing);
 * - the links to the full app for a browser signed in to Turnout (a session token in local storage,
 *   docs/product.md#s3): "See the team sheet" / "Your games" instead of the sign-in links;
 * - Confirm disabled until an answer is chosen, and while the answer is being sent.
 * No framework: a few hundred bytes, so a player answering from an email waits for no app.
 */
/** localStorage's session token key (apps/web/src/lib/session-keys.ts TOKEN_KEY; not imported: that
 * module sits in the app's boot chunk, which this page must not load). */
const TOKEN_KEY = 'authToken';

/**
 * True when the reader's clock reads differently from the group's at `at`: their UTC offsets then differ
 * (`groupOffset` in minutes east, from the server). No Intl formatter: building one with a time zone
 * loads ICU's zone data, a long task on a slow phone (bench/README.md "Web").
 */
function otherClock(at: Date, groupOffset: number): boolean {
  return -at.getTimezoneOffset() !== groupOffset;
}

/**
 * Whether this browser holds a Turnout session: signed in = authToken present (lib/session.ts). Nothing
 * is imported for it (jwt-decode sits in the app's chunk, which this page must not load); the app itself
 * sorts out a token it cannot read.
 */
function signedIn(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false; // storage blocked
  }
}

for (const el of document.querySelectorAll<HTMLElement>('[data-kick-off][data-offset]')) {
  if (otherClock(new Date(el.dataset.kickOff!), Number(el.dataset.offset))) {
    el.querySelector('.zone')?.classList.add('shown');
  }
}

if (signedIn()) {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-href]')) {
    a.href = a.dataset.signedInHref!;
    a.textContent = a.dataset.signedInText ?? a.textContent;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]')) {
  const confirm = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!confirm) continue;
  const chosen = () => form.querySelector('input[name="status"]:checked') !== null;
  confirm.disabled = !chosen();
  form.addEventListener('change', () => {
    confirm.disabled = !chosen();
  });
  form.addEventListener('submit', () => {
    // After the browser has taken the form's values: a second tap sends nothing more.
    setTimeout(() => {
      confirm.disabled = true;
      confirm.setAttribute('aria-busy', 'true');
    });
  });
  // Back from the answer (the browser's page cache keeps the page as it was): ready again.
  window.addEventListener('pageshow', () => {
    confirm.disabled = !chosen();
    confirm.removeAttribute('aria-busy');
  });
}
