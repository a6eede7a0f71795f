/**
 * Chat (spec §2 Chat screen) in two browser contexts: a group chat both ways, a direct message whose status
 * dot turns from "Sent" to "Read" when the other opens the chat, and a deleted message leaving both screens.
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
  await send(boPage, 'I will be there');
  await expect(messages(anaPage).getByText('I will be there')).toBeVisible();

  // Ana messages Bo directly; the dot says "Sent" until Bo opens the chat.
  await anaPage.goto('/chat/direct');
  await expect(anaPage.getByRole('heading', { name: 'Direct Messages' })).toBeVisible();
  await anaPage.getByRole('link', { name: 'Bo Berg' }).click();
  await expect(anaPage.getByRole('heading', { name: 'Bo Berg' })).toBeVisible();
  await send(anaPage, 'Can you bring the cones?');
  const sentBubble = messages(anaPage)
    .getByTestId('chat-message')
    .filter({ hasText: 'Can you bring the cones?' });
  await expect(sentBubble.getByTitle('Sent')).toBeVisible();

  await boPage.goto('/chat/direct');
  await boPage.getByRole('link', { name: 'Ana Alves' }).click();
  await expect(messages(boPage).getByText('Can you bring the cones?')).toBeVisible();
  await expect(sentBubble.getByTitle('Read')).toBeVisible();

  // Ana deletes it: gone on both screens.
  await sentBubble.getByTitle('Delete message').click();
  await expect(messages(anaPage).getByText('Can you bring the cones?')).toHaveCount(0);
  await expect(messages(boPage).getByText('Can you bring the cones?')).toHaveCount(0);
});
