// The screen's socket (docs/product.md#s4-realtime-connection): one connection for the signed-in user while
// the screen is mounted, events delivered to its listeners, closed when the user leaves the screen; none
// signed out. The socket.io endpoint is answered by MSW (test/socket-server.ts).
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { testToken } from '../test/session.ts';
import { fakeSocketServer } from '../test/socket-server.ts';
import { signIn, signOut } from './session.ts';
import { useSocket, useSocketEvent } from './socket.ts';

const opened: (Socket | null)[] = [];

function LiveCount() {
  const socket = useSocket();
  opened.push(socket);
  const [count, setCount] = useState(0);
  useSocketEvent<{ count: number }>(socket, 'unread_count', (push) => setCount(push.count));
  return <p>Unread {count}</p>;
}

describe('useSocket', () => {
  it('holds one connection while the screen is shown and closes it when the screen goes', async () => {
    signIn(testToken());
    const fake = fakeSocketServer();
    server.use(...fake.handlers);
    opened.length = 0;
    const view = render(<LiveCount />);

    await waitFor(() => expect(fake.connections()).toBe(1));
    fake.push('unread_count', { count: 3 });
    expect(await screen.findByText('Unread 3')).toBeInTheDocument();

    const sockets = new Set(opened.filter((s) => s !== null));
    expect(sockets.size).toBe(1);
    const [socket] = sockets;
    expect(socket?.connected).toBe(true);
    view.unmount();
    expect(socket?.connected).toBe(false);
  });

  it('opens no socket for a signed-out visitor', () => {
    signOut();
    opened.length = 0;
    render(<LiveCount />);
    expect(screen.getByText('Unread 0')).toBeInTheDocument();
    expect(opened.every((s) => s === null)).toBe(true);
  });
});
