// A group message whose sender's account is deleted (README "Languages"; docs/product.md#s3: the server
// sends it with no sender id and the English name "Deleted user"): the bubble names the sender
// "Deleted user" in the reader's language, here German; a live sender keeps their own name.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { aMessage } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { MessageBubble } from './components/MessageBubble.tsx';

const fromDeletedAccount = aMessage({ id: 3, sender_id: null, name: 'Deleted user', surname: '' });

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe("a deleted account's message", () => {
  it('names its sender "Deleted user" in English', () => {
    renderInApp(<MessageBubble message={fromDeletedAccount} own={false} onDelete={() => {}} />);
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
  });

  it('names its sender in German, not with the English name the server sends', async () => {
    await changeLanguage('de');
    renderInApp(
      <>
        <MessageBubble message={fromDeletedAccount} own={false} onDelete={() => {}} />
        <MessageBubble message={aMessage({ id: 4 })} own={false} onDelete={() => {}} />
      </>,
    );
    expect(screen.getByText('Gelöschtes Konto')).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).not.toBeInTheDocument();
    expect(screen.getByText('Bo Keeper')).toBeInTheDocument();
  });
});
