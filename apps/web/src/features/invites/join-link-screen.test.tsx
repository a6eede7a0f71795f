// The invite link screen (README "Invite links", "Languages"): signed out it names the group and its size
// with the two ways in, each coming back to the link; in German and Arabic the same in the reader's words,
// the member count as each language's plural.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import JoinLinkScreen from './JoinLinkScreen.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function openLink(members: number) {
  server.use(
    http.get(`/api/join/${TOKEN}`, () => HttpResponse.json({ group_name: 'Tuesday Futsal', members })),
  );
  return renderInApp(<JoinLinkScreen />, { route: `/join/${TOKEN}`, path: '/join/:token' });
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe('the invite link screen, signed out', () => {
  it('names the group, its size and the two ways in', async () => {
    openLink(1);
    expect(
      await screen.findByRole('heading', { name: "You're invited to join Tuesday Futsal" }),
    ).toBeVisible();
    expect(screen.getByText('1 member')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/login?next=/join/${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account to join' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(`/join/${TOKEN}`)}`,
    );
  });

  it('says the same in German and in Arabic, the member count as a plural', async () => {
    await changeLanguage('de');
    const { unmount } = openLink(12);
    expect(
      await screen.findByRole('heading', { name: 'Du bist zu Tuesday Futsal eingeladen' }),
    ).toBeVisible();
    expect(screen.getByText('12 Mitglieder')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Konto erstellen und beitreten' })).toBeVisible();
    expect(document.title).toBe('Einer Gruppe beitreten · Turnout');
    unmount();

    await changeLanguage('ar');
    openLink(2);
    expect(await screen.findByText('عضوان')).toBeVisible();
    expect(screen.getByRole('link', { name: 'سجّل الدخول للانضمام' })).toBeVisible();
  });
});
