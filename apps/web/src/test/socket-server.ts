/**
 * A stand-in for the server's socket.io endpoint in the web tests, answered by MSW at the network
 * boundary like every other request: Engine.IO v4 over HTTP long-polling (no upgrade offered), the
 * socket.io packets as text. It accepts every connection, records the events clients emit, pushes
 * events to the connected client, and can drop the connection (the client then reconnects with its
 * own backoff, as after a network blip).
 *
 * Packets: Engine.IO "0" open, "1" close, "4" message (socket.io "0" connect, "2" event), "6" noop;
 * several in one poll are separated by \x1e.
 */
import { http, HttpResponse } from 'msw';

const SEP = '\x1e';

type Session = { sid: string; queue: string[]; waiting: ((body: string) => void) | null; closed: boolean };

// Session ids stay unique across servers, so a client of an earlier test closing late cannot close
// the next test's session.
let count = 0;

export function fakeSocketServer() {
  let current: Session | null = null;
  const emitted: [string, ...unknown[]][] = [];
  let connections = 0;

  const flush = (s: Session) => {
    if (!s.waiting || s.queue.length === 0) return;
    const reply = s.waiting;
    s.waiting = null;
    reply(s.queue.splice(0).join(SEP));
  };
  const send = (s: Session, packet: string) => {
    s.queue.push(packet);
    flush(s);
  };

  const handlers = [
    http.get('/socket.io/', async ({ request }) => {
      const sid = new URL(request.url).searchParams.get('sid');
      if (!sid) {
        count += 1;
        current = { sid: `s${count}`, queue: [], waiting: null, closed: false };
        const open = {
          sid: current.sid,
          upgrades: [],
          pingInterval: 25_000,
          pingTimeout: 20_000,
          maxPayload: 1_000_000,
        };
        return new HttpResponse(`0${JSON.stringify(open)}`);
      }
      const s = current?.sid === sid ? current : null;
      if (!s || s.closed) return new HttpResponse('1');
      const body = await new Promise<string>((resolve) => {
        s.waiting = resolve;
        flush(s);
        request.signal.addEventListener('abort', () => resolve('6'));
      });
      return new HttpResponse(body);
    }),
    http.post('/socket.io/', async ({ request }) => {
      const sid = new URL(request.url).searchParams.get('sid');
      const s = current?.sid === sid ? current : null;
      for (const packet of (await request.text()).split(SEP)) {
        if (!s) break;
        if (packet.startsWith('40')) {
          connections += 1;
          send(s, `40${JSON.stringify({ sid: `io-${s.sid}` })}`);
        } else if (packet.startsWith('42')) {
          emitted.push(JSON.parse(packet.slice(2)) as [string, ...unknown[]]);
        } else if (packet === '1') {
          s.closed = true;
          send(s, '6');
        }
      }
      return new HttpResponse('ok');
    }),
  ];

  return {
    handlers,
    /** The events clients emitted, as [event, ...args]. */
    emitted,
    /** How many times a client completed the socket.io connect (1 at first, 2 after one reconnect, …). */
    connections: () => connections,
    /** Pushes `event` with `payload` to the connected client. */
    push(event: string, payload: unknown) {
      if (!current || current.closed) throw new Error('No client is connected');
      send(current, `42${JSON.stringify([event, payload])}`);
    },
    /** Drops the connection from the server side ("transport close"): the client reconnects by itself. */
    drop() {
      if (!current) throw new Error('No client is connected');
      const s = current;
      s.closed = true;
      send(s, '1');
    },
  };
}
