import { connect, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  /** 127.0.0.1 port the proxy listens on (kept across modes: a refusal closes and reopens it). */
  port: number;
  mode: ProxyMode;
  /**
   * 'pass' forwards; 'refuse' drops every open connection and refuses new ones (a server that is
   * down); 'blackhole' drops the open ones and accepts new ones that are never answered (a server
   * that hangs, or a network that loses packets).
   */
  set(mode: ProxyMode): Promise<void>;
  /** Connections accepted so far. */
  accepted: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a server on this machine, that a test or the chaos suite cuts
 * and restores: to the app behind it, a cut is the server going away (ADR 0125).
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  if (!['127.0.0.1', 'localhost', '::1'].includes(target.host)) {
    throw new Error('the proxy only forwards to this machine');
  }
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const proxy: TcpProxy = {
    port,
    mode: 'pass',
    accepted: 0,
    async set(mode) {
      if (mode !== 'pass') for (const socket of sockets) socket.destroy();
      if (mode === 'refuse' && server) await stop();
      if (mode !== 'refuse' && !server) await listen();
      proxy.mode = mode;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server) await stop();
    },
  };
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  async function listen() {
    const next = createServer((client) => {
      proxy.accepted += 1;
      track(client);
      if (proxy.mode === 'blackhole') return;
      const upstream = connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(proxy.port, '127.0.0.1', () => resolve());
    });
    proxy.port = (next.address() as { port: number }).port;
    server = next;
  }
  async function stop() {
    const closing = server;
    server = null;
    await new Promise<void>((resolve) => closing?.close(() => resolve()) ?? resolve());
  }
  await listen();
  return proxy;
}
