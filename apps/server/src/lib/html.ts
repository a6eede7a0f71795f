/**
 * `escapeHtml(s)`: `s` with the five characters HTML gives a meaning escaped (& < > " '), safe in text and
 * in quoted attributes. Every text a user wrote that the server puts in HTML goes through it: emails
 * (plugins/mailer.ts) and the one-tap page (modules/rsvp-links/page.ts).
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
