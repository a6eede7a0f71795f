/**
 * The chat inbox (README "Chat", inbox) in a phone-sized Chromium: a direct message that arrives while
 * /chat/direct is open shows up in the conversations, marked unread, with its text; opening it shows
 * the message, and coming back the mark is gone. The group chats list shows each group's unread count.
 */
import { expect, test } from './fixtures.ts';
import { newPerson, signUpAndLogIn } from './support.ts';

const shots = process.env.SHOTS_DIR;

test('a new direct message appears in the inbox, unread, and opens from there', async ({ browser }) => {
  test.slow(); // two people sign up and in through the screens
  const ana = newPerson('Ana', 'Inbox');
  const bo = newPerson('Bo', 'Sender');
  const anaPage = await (await browser.newContext()).newPage();
  const boPage = await (await browser.newContext()).newPage();
  const anaPost = await signUpAndLogIn(anaPage, ana);
  const boPost = await signUpAndLogIn(boPage, bo);
  const group = await anaPost<{ id: number }>('/api/groups', { name: 'Inbox Eleven' });
  await anaPost(`/api/groups/${group.id}/members`, { mobile: bo.mobile });
  const anaId = await anaPage.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').id as number);

  await anaPage.goto('/chat/direct');
  await expect(anaPage.getByRole('heading', { name: 'Direct Messages' })).toBeVisible();
  // Live: Bo writes while Ana's inbox is open.
  await boPost('/api/chat/message', { type: 'direct', recipient_id: anaId, content: 'Can you bring the ball?' });
  await boPost('/api/chat/message', { type: 'group', group_id: group.id, content: 'See you all at 7' });
  const inbox = anaPage.getByRole('region', { name: 'Conversations' });
  const row = inbox.getByRole('link', { name: /Bo Sender, 1 unread: Can you bring the ball\?/ });
  await expect(row).toBeVisible();
  if (shots) await anaPage.screenshot({ path: `${shots}/chat-direct-390.png`, fullPage: true });

  await row.click();
  await expect(anaPage.getByRole('log', { name: 'Messages' }).getByText('Can you bring the ball?')).toBeVisible();
  await anaPage.goto('/chat/direct');
  await expect(inbox.getByRole('link', { name: /^Bo Sender: Can you bring the ball\?/ })).toBeVisible();

  await anaPage.goto('/chat/groups');
  // Only the group's own row: the tab bar's Chat badge carries the same count.
  await expect(anaPage.getByRole('main').getByText('1 unread message')).toBeAttached();
  if (shots) await anaPage.screenshot({ path: `${shots}/chat-groups-390.png`, fullPage: true });
});
