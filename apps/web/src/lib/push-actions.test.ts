// A pushed reminder's "I'm in" / "I'm out" buttons (README "Notifications", one-tap links): the service
// worker answers with the button's one-tap link, POST /api/rsvp-links/{token} { status }, and then
// shows the server's sentence, or opens the link's page when the answer does not go through.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { answerFromNotification, notificationConfirmation, rsvpLinkAnswer } from './push-actions.ts';

describe('answering from a notification button', () => {
  it('posts the status of the button to the one-tap link of its url', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJnIjoxMn0.c2lnbmF0dXJl';
    expect(
      rsvpLinkAnswer({ action: 'in', title: "I'm in", url: `https://turnout.test/rsvp/${token}?status=in` }),
    ).toEqual({ path: `/api/rsvp-links/${token}`, body: { status: 'in' } });
    expect(
      rsvpLinkAnswer({
        action: 'out',
        title: "I'm out",
        url: `https://turnout.test/rsvp/${token}?status=out`,
      }),
    ).toEqual({ path: `/api/rsvp-links/${token}`, body: { status: 'out' } });
  });

  it("posts an offer button's answer to the offer link of its url", () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJnIjoxMiwibyI6M30.c2lnbmF0dXJl';
    expect(
      rsvpLinkAnswer({
        action: 'accept',
        title: 'Accept',
        url: `https://turnout.test/offer/${token}?answer=accept`,
      }),
    ).toEqual({ path: `/api/offer-links/${token}`, body: { answer: 'accept' } });
    expect(
      rsvpLinkAnswer({
        action: 'decline',
        title: 'Decline',
        url: `https://turnout.test/offer/${token}?answer=decline`,
      }),
    ).toEqual({ path: `/api/offer-links/${token}`, body: { answer: 'decline' } });
  });

  it('answers nothing for a url that is no one-tap link (the worker opens it instead)', () => {
    for (const url of [
      'https://turnout.test/games/12',
      'https://turnout.test/rsvp/',
      'not a url',
      '/rsvp/abc',
    ])
      expect(rsvpLinkAnswer({ action: 'in', title: "I'm in", url }), url).toBeNull();
  });

  it('confirms with the server’s sentence under the reminder’s title', () => {
    expect(
      notificationConfirmation('Reminder: Sunday 5-a-side', {
        success: true,
        status: 'in',
        message: "You're in the main team.",
      }),
    ).toEqual({ title: 'Reminder: Sunday 5-a-side', body: "You're in the main team." });
    expect(notificationConfirmation('Reminder', null)).toEqual({
      title: 'Reminder',
      body: 'Your answer was sent.',
    });
  });
});

describe('the worker answering a button', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJnIjoxMn0.c2lnbmF0dXJl';
  const action = { action: 'in' as const, title: "I'm in", url: `http://localhost/rsvp/${token}?status=in` };
  const effects = () => {
    const shown: { title: string; body: string; tag: string; url: string }[] = [];
    const opened: string[] = [];
    return {
      shown,
      opened,
      effects: {
        show: async (title: string, options: { body: string; tag: string; data: { url: string } }) => {
          shown.push({ title, body: options.body, tag: options.tag, url: options.data.url });
        },
        open: async (url: string) => {
          opened.push(url);
        },
      },
    };
  };

  it('posts the answer without a session and shows where the person ended up, replacing the reminder', async () => {
    let posted: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post(`/api/rsvp-links/${token}`, async ({ request }) => {
        posted = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({
          success: true,
          status: 'reserves',
          message: "You're on the reserves (1st).",
        });
      }),
    );
    const { shown, opened, effects: fx } = effects();
    await answerFromNotification(action, 'Reminder: Sunday 5-a-side', 'reminder-12', fx);
    expect(posted).toEqual({ body: { status: 'in' }, authorization: null });
    expect(shown).toEqual([
      {
        title: 'Reminder: Sunday 5-a-side',
        body: "You're on the reserves (1st).",
        tag: 'reminder-12',
        url: `http://localhost/rsvp/${token}`,
      },
    ]);
    expect(opened).toEqual([]);
  });

  it('opens the link’s page when the answer is refused, the link expired or the network is down', async () => {
    for (const reply of [
      HttpResponse.json({ error: 'The RSVP cutoff has passed.' }, { status: 400 }),
      HttpResponse.json({ error: 'This link has expired.' }, { status: 410 }),
      HttpResponse.error(),
    ]) {
      server.use(http.post(`/api/rsvp-links/${token}`, () => reply));
      const { shown, opened, effects: fx } = effects();
      await answerFromNotification(action, 'Reminder', 'reminder-12', fx);
      expect(shown).toEqual([]);
      expect(opened).toEqual([action.url]);
    }
  });

  it('opens a button’s url that is no one-tap link, posting nothing', async () => {
    const { shown, opened, effects: fx } = effects();
    await answerFromNotification({ ...action, url: 'http://localhost/games/12' }, 'Reminder', 'r', fx);
    expect(opened).toEqual(['http://localhost/games/12']);
    expect(shown).toEqual([]);
  });
});
