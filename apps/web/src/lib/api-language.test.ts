// The API answers in the reader's language (README "Languages"): every request says the app's language
// (<html lang>, which the language choice keeps) in Accept-Language, so a refusal or a confirmation from
// the server reads as the rest of the screen does, whatever the browser's own languages are.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '../i18n/languages.ts';
import { server } from '../test/server.ts';
import { api } from './api.ts';

describe('the language of API requests', () => {
  afterEach(() => applyDocumentLanguage('en'));

  it("sends the app's language, not the browser's", async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('/api/language-probe', ({ request }) => {
        heard.push(request.headers.get('accept-language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    applyDocumentLanguage('de');
    await api('/api/language-probe');
    applyDocumentLanguage('ar');
    await api('/api/language-probe');
    expect(heard).toEqual(['de', 'ar']);
  });
});
