// The conversation screen beside docs/product.md#s2-chat-screen: day separators ("Today", "Yesterday", a
// date) with every message's 24-hour HH:MM; a send refused for speed says so once, however many were refused;
// a direct message to someone outside the user's groups says why; deleting a message can be undone for
// 5 s, and only a delete not undone reaches the server, once. The screens run as in the app; the API and
// the socket.io endpoint are answered by MSW (test/server.ts, test/socket-server.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme, parseThemeColor } from '@mantine/core';
import type { ChatMessage, EligibleGroup } from '@turnout/shared';
import { chatTexts } from '@turnout/shared/texts';
import { theme } from '../../app/theme.ts';
import { signIn } from '../../lib/session.ts';
import { aMessage } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { ownBubbleColours } from './components/MessageBubble.tsx';
import { dayLabel } from './days.ts';
import DirectChatScreen from './DirectChatScreen.tsx';
import GroupChatScreen from './GroupChatScreen.tsx';
import { UNDO_MS } from './use-undoable-delete.tsx';

const GROUP = 5;
const ME = 7;

function message(id: number, timestamp: Date, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return aMessage({ id, group_id: GROUP, timestamp: timestamp.toISOString(), ...overrides });
}

/** The group chat's API: GETs answer `stored`; POST and DELETE are counted and answered by the given replies. */
function groupChat(stored: ChatMessage[], post?: () => Response) {
  const calls = { posts: 0, deletes: [] as number[] };
  const socket = fakeSocketServer();
  server.use(
    ...socket.handlers,
    http.get(`/api/groups/${GROUP}`, () =>
      HttpResponse.json({ group: { id: GROUP, name: 'Thursday Five' } }),
    ),
    http.get(`/api/chat/group-messages/${GROUP}`, ({ request }) => {
      const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
      return HttpResponse.json(stored.filter((m) => m.id > after));
    }),
    http.post(`/api/chat/group-messages/${GROUP}/read`, () => HttpResponse.json({ success: true })),
    http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
    http.post('/api/chat/message', () => {
      calls.posts += 1;
      return post ? post() : HttpResponse.json({ error: 'not expected' }, { status: 500 });
    }),
    http.delete('/api/chat/message/:id', ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push(id);
      return HttpResponse.json({ success: true, id });
    }),
  );
  signIn(testToken({ id: ME }));
  const view = renderInApp(<GroupChatScreen />, {
    route: `/chat/group/${GROUP}`,
    path: '/chat/group/:groupId',
  });
  return { ...view, calls };
}

const log = () => screen.getByRole('log', { name: 'Messages' });
/** Separators and message texts top to bottom, as a reader meets them. */
const reading = () =>
  Array.from(log().querySelectorAll('[role="separator"], [data-testid="chat-message"] p'))
    .map((el) => el.getAttribute('aria-label') ?? el.textContent)
    .filter((t) => t && !/^\d\d:\d\d$/.test(t) && t !== 'Bo Keeper');

describe('day separators', () => {
  it("labels today and yesterday by name and older days by their date, on the viewer's clock", () => {
    const now = new Date(2026, 10, 23, 10, 0); // Mon 23 Nov 2026, 10:00 local
    expect(dayLabel(new Date(2026, 10, 23, 0, 1), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 22, 23, 59), now)).toBe('Yesterday');
    const older = dayLabel(new Date(2026, 10, 20, 9, 0), now);
    expect(older).toMatch(/20/);
    expect(older).toMatch(/Nov/);
    expect(older).toMatch(/Fri/);
    expect(older).not.toMatch(/2026/);
    expect(dayLabel(new Date(2025, 10, 20, 9, 0), now)).toMatch(/2025/);
    // Just after midnight, a message of 23:59 is yesterday's, though less than a minute old.
    expect(dayLabel(new Date(2026, 10, 22, 23, 59), new Date(2026, 10, 23, 0, 0, 30))).toBe('Yesterday');
  });

  it("opens each day of the conversation with its separator and keeps every message's HH:MM", async () => {
    const now = new Date();
    const older = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6, 9, 5);
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 21, 30);
    const yesterdayLater = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 22, 45);
    groupChat([
      message(1, older),
      message(2, yesterday),
      message(3, yesterdayLater),
      message(4, now, { sender_id: ME }),
    ]);

    await waitFor(() => expect(within(log()).getByText('Message 4')).toBeInTheDocument());
    expect(reading()).toEqual([
      dayLabel(older),
      'Message 1',
      'Yesterday',
      'Message 2',
      'Message 3',
      'Today',
      'Message 4',
    ]);
    expect(dayLabel(older)).not.toMatch(/Today|Yesterday/);
    const times = screen
      .getAllByTestId('chat-message')
      .map((m) => within(m).getByText(/^\d\d:\d\d$/).textContent);
    expect(times.slice(0, 3)).toEqual(['09:05', '21:30', '22:45']);
    expect(times).toHaveLength(4);
  });
});

describe('the Sent / Read status on the green bubble', () => {
  /** WCAG 2 contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const lum = (hex: string) => {
      const [r, g, bl] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const hex = (color: string) => {
    const { value } = parseThemeColor({ color, theme: appTheme });
    const hexValue = color === 'white' ? '#ffffff' : value;
    expect(hexValue, color).toMatch(/^#[0-9a-f]{6}$/i);
    return hexValue;
  };

  it("meets WCAG AA for text (4.5:1) with the theme's colours: Sent, Read and the time", () => {
    const bubble = hex(ownBubbleColours.background);
    expect(bubble).toBe('#237a36');
    for (const part of ['sent', 'read', 'time'] as const) {
      expect(contrast(hex(ownBubbleColours[part]), bubble), part).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is a 16 px tick named Sent, or two ticks named Read once the recipient read it', async () => {
    const now = new Date();
    groupChat([
      message(1, now, { sender_id: ME }),
      message(2, now, { sender_id: ME, read_by_recipient_at: now.toISOString() }),
    ]);
    const sent = await screen.findByRole('img', { name: chatTexts.sent });
    const read = screen.getByRole('img', { name: chatTexts.read });
    expect(sent.querySelector('svg')).toHaveAttribute('width', '16');
    expect(read.querySelector('svg')).toHaveAttribute('width', '16');
    expect(read.querySelector('svg')).not.toEqual(sent.querySelector('svg'));
  });
});

describe('send failures say what happened', () => {
  it('says "sending too fast" once for two quick refused sends', async () => {
    const { user, calls } = groupChat([], () =>
      HttpResponse.json(
        { error: 'You are sending messages too quickly. Please try again in 20 seconds.' },
        { status: 429, headers: { 'retry-after': '20' } },
      ),
    );
    await screen.findByText(chatTexts.noMessages);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'one{Enter}');
    await screen.findByText(chatTexts.sendingTooFast);
    // The refused text came back into the box; send it again at once.
    await waitFor(() => expect(box).toHaveValue('one'));
    await user.type(box, '{Enter}');
    await waitFor(() => expect(calls.posts).toBe(2));
    await waitFor(() => expect(box).toHaveValue('one'));
    expect(screen.getAllByText(chatTexts.sendingTooFast)).toHaveLength(1);
    expect(screen.queryByText(chatTexts.sendFailed)).not.toBeInTheDocument();
  });

  it("says a direct message to someone outside the user's groups cannot be sent, before and after a try", async () => {
    const socket = fakeSocketServer();
    const groups: EligibleGroup[] = [
      {
        group_id: GROUP,
        group_name: 'Thursday Five',
        members: [{ user_id: 20, name: 'Bo', surname: 'Keeper' }],
      },
    ] as EligibleGroup[];
    server.use(
      ...socket.handlers,
      http.get('/api/chat/eligible-users', () => HttpResponse.json(groups)),
      http.get('/api/chat/direct-messages/99', () => HttpResponse.json([])),
      http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
      http.post('/api/chat/message', () =>
        HttpResponse.json({ error: chatTexts.notSharingGroup }, { status: 403 }),
      ),
    );
    signIn(testToken({ id: ME }));
    const { user } = renderInApp(<DirectChatScreen />, {
      route: '/chat/direct/99',
      path: '/chat/direct/:userId',
    });

    expect(await screen.findByText(chatTexts.notSharingGroup)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    await waitFor(() => expect(screen.getAllByText(chatTexts.notSharingGroup)).toHaveLength(2));
    expect(screen.getByText(chatTexts.sendFailed)).toBeInTheDocument();
  });
});

describe('the message box', () => {
  it('counts the characters only near the 4000 limit', async () => {
    groupChat([]);
    await screen.findByText(chatTexts.noMessages);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(3599) } });
    expect(screen.queryByText(/\/ 4000$/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(3600) } });
    expect(screen.getByText('3600 / 4000')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('3600 / 4000');
  });
});

describe('deleting a message', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('can be undone for 5 seconds: an undone delete never reaches the server, a kept one does, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const now = new Date();
    const { user, calls } = groupChat([
      message(1, now, { sender_id: ME, content: 'Message 1' }),
      message(2, now, { sender_id: ME, content: 'Message 2' }),
    ]);
    await waitFor(() => expect(within(log()).getByText('Message 2')).toBeInTheDocument());
    const deleteButtonOf = (text: string) =>
      within(within(log()).getByText(text).closest<HTMLElement>('[data-testid="chat-message"]')!).getByRole(
        'button',
        { name: chatTexts.deleteMessage },
      );

    // Delete, then Undo: the message comes back and, even after the 5 s, no delete was sent.
    await user.click(deleteButtonOf('Message 1'));
    expect(within(log()).queryByText('Message 1')).not.toBeInTheDocument();
    expect(await screen.findByText(chatTexts.messageDeleted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: chatTexts.undo }));
    expect(within(log()).getByText('Message 1')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_MS + 1_000);
    expect(calls.deletes).toEqual([]);

    // Delete and leave it: nothing goes out before the 5 s, then one DELETE.
    await user.click(deleteButtonOf('Message 2'));
    expect(within(log()).queryByText('Message 2')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_MS - 500);
    expect(calls.deletes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(calls.deletes).toEqual([2]));
    await vi.advanceTimersByTimeAsync(UNDO_MS);
    expect(calls.deletes).toEqual([2]);
    expect(within(log()).queryByText('Message 2')).not.toBeInTheDocument();
    expect(within(log()).getByText('Message 1')).toBeInTheDocument();
  });
});
