/**
 * Chat (docs/product.md#s2-chat-screen) in two browser contexts: a group chat both ways under a "Today"
 * separator, each message with its HH:MM, a direct message whose status tick turns from "Sent" to "Read" when
 * the other opens the chat, and a deleted message that comes back with Undo and, deleted again and left,
 * leaves both screens. One person sending faster than the limit (30 in 30 seconds) is told so once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

test('two people chat in a group and directly, with read receipts and deletion', async ({ browser }) => {
  const ana = newPerson('Ana', 'Alves');
  const bo = newPerson('Bo', 'Berg');
  const anaPage = await (await browser.newContext()).newPage();
  const boPage = await (await browser.newContext()).newPage();

  await signUp(anaPage, ana);
  await signUp(boPage, bo);
  await logIn(anaPage, ana);
  await logIn(boPage, bo);

  // Ana makes a group and adds Bo.
  await anaPage.goto('/groups/create-group');
  await field(anaPage, 'Group name').fill('Chatty Eleven');
  await anaPage.getByRole('button', { name: 'Create Group' }).click();
  await anaPage.getByRole('link', { name: 'View Group' }).click();
  await anaPage.getByRole('link', { name: 'Add Member' }).click();
  await field(anaPage, 'Mobile').fill(bo.mobile);
  await anaPage.getByRole('button', { name: 'Add Member' }).click();
  await expect(anaPage.getByText('User added to group!')).toBeVisible();

  // Both open the group chat through the chat screens.
  for (const page of [anaPage, boPage]) {
    await page.goto('/chat');
    await page.getByRole('link', { name: /Group Chats/ }).click();
    await expect(page.getByRole('heading', { name: 'Your Groups' })).toBeVisible();
    await page.getByRole('link', { name: 'Chatty Eleven' }).click();
    await expect(page.getByRole('heading', { name: 'Chatty Eleven' })).toBeVisible();
    await expect(messages(page).getByText('No messages yet')).toBeVisible();
  }
  await expect(anaPage.getByRole('button', { name: 'Send' })).toBeDisabled();

  await send(anaPage, 'Training at six?');
  await expect(messages(boPage).getByText('Training at six?')).toBeVisible();
  await expect(messages(boPage).getByText('Ana Alves')).toBeVisible();
  await expect(messages(boPage).getByRole('separator', { name: 'Today' })).toBeVisible();
  await expect(
    messages(boPage)
      .getByTestId('chat-message')
      .filter({ hasText: 'Training at six?' })
      .getByText(/^\d\d:\d\d$/),
  ).toBeVisible();
  await send(boPage, 'I will be there');
  await expect(messages(anaPage).getByText('I will be there')).toBeVisible();

  // Ana messages Bo directly; the dot says "Sent" until Bo opens the chat.
  await anaPage.goto('/chat/direct');
  await expect(anaPage.getByRole('heading', { name: 'Direct Messages' })).toBeVisible();
  await anaPage.getByRole('link', { name: 'Bo Berg', exact: true }).click();
  await expect(anaPage.getByRole('heading', { name: 'Bo Berg' })).toBeVisible();
  await send(anaPage, 'Can you bring the cones?');
  const sentBubble = messages(anaPage)
    .getByTestId('chat-message')
    .filter({ hasText: 'Can you bring the cones?' });
  await expect(sentBubble.getByTitle('Sent')).toBeVisible();

  await boPage.goto('/chat/direct');
  await boPage.getByRole('link', { name: 'Ana Alves', exact: true }).click();
  await expect(messages(boPage).getByText('Can you bring the cones?')).toBeVisible();
  await expect(sentBubble.getByTitle('Read')).toBeVisible();

  // Ana deletes it and takes it back with Undo; then deletes it and lets it go: gone on both screens.
  await sentBubble.getByTitle('Delete message').click();
  await expect(messages(anaPage).getByText('Can you bring the cones?')).toHaveCount(0);
  await expect(anaPage.getByText('Message deleted.')).toBeVisible();
  await anaPage.getByRole('button', { name: 'Undo' }).click();
  await expect(sentBubble).toBeVisible();
  await sentBubble.getByTitle('Delete message').click();
  await expect(messages(anaPage).getByText('Can you bring the cones?')).toHaveCount(0);
  await expect(messages(boPage).getByText('Can you bring the cones?')).toHaveCount(0);
});

test('sending faster than the limit says so, in one toast', async ({ page, pageProblems }) => {
  pageProblems.allow(/Failed to load resource: the server responded with a status of 429/); // on purpose
  const cy = newPerson('Cy', 'Quick');
  await signUp(page, cy);
  await logIn(page, cy);
  await page.goto('/groups/create-group');
  await field(page, 'Group name').fill('Fast Talkers');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('link', { name: 'View Group' })).toBeVisible();
  await page.goto('/chat/groups');
  await page.getByRole('link', { name: 'Fast Talkers' }).click();
  await expect(messages(page).getByText('No messages yet')).toBeVisible();

  // 30 messages in 30 seconds are allowed; the 31st and 32nd are refused.
  for (let i = 1; i <= 30; i += 1) await send(page, `Quick ${i}`);
  await expect(messages(page).getByText('Quick 30', { exact: true })).toBeVisible();
  await send(page, 'Quick 31');
  const tooFast = page.getByText("You're sending messages too fast. Try again in a moment.");
  await expect(tooFast).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Quick 31');
  await send(page, 'Quick 32');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Quick 32');
  await expect(tooFast).toHaveCount(1);
  await expect(messages(page).getByText('Quick 31', { exact: true })).toHaveCount(0);
});
