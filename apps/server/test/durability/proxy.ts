/**
 * `startProxy(ports)` is a loopback TCP load balancer for the scale-out tests: each new connection goes
 * to the next backend that accepts it, so a client of a stopped instance reconnects to the other one by
 * itself.
 */
import net from 'node:net';

export type Proxy = { base: string; connections: Map<number, number>; close(): Promise<void> };

/**
 * A loopback TCP load balancer over `ports`: each client connection goes to the next backend in turn,
 * falling over to the following one when a backend refuses (as nginx's proxy_next_upstream does).
 * `connections` counts connections per backend port.
 */
export async function startProxy(ports: number[]): Promise<Proxy> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const connections = new Map<number, number>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const tryBackend = (left: number) => {
      if (left === 0 || client.destroyed) return void client.destroy();
      const port = ports[next++ % ports.length]!;
      const upstream = net.connect(port, '127.0.0.1');
      upstream.once('error', () => {
        upstream.destroy();
        tryBackend(left - 1);
      });
      upstream.once('connect', () => {
        connections.set(port, (connections.get(port) ?? 0) + 1);
        sockets.add(upstream);
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(ports.length);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    base: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
