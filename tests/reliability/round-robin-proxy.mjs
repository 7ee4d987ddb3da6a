// A small round-robin load balancer for scale-out.mjs, standing in for nginx or a cloud load
// balancer: each HTTP request and each WebSocket upgrade goes to the next backend in turn. It
// needs no stickiness: a channel's WebSocket is one TCP connection and stays where it was
// upgraded, and everything else (sessions, broadcasts, jobs) is in PostgreSQL. A backend that
// refuses the connection (killed) is skipped for `downMs`, as a load balancer's health check
// would take it out. Loopback only.
import http from 'node:http';
import net from 'node:net';

export async function startRoundRobinProxy(backendPorts, { downMs = 5000 } = {}) {
  let next = 0;
  const downUntil = new Map();
  const counts = new Map(backendPorts.map((port) => [port, 0]));
  /** The live backends in turn, starting at the next one. */
  const order = () => {
    const start = next++ % backendPorts.length;
    const turn = [...backendPorts.slice(start), ...backendPorts.slice(0, start)];
    return turn.filter((port) => (downUntil.get(port) ?? 0) < Date.now());
  };
  const markDown = (port) => downUntil.set(port, Date.now() + downMs);
  // upgraded sockets leave the HTTP server's books: kept here so close() ends them
  const joined = new Set();

  /** Connects to the first backend of `ports` that accepts; null when none does. */
  const connect = (ports) =>
    new Promise((resolve) => {
      const attempt = (index) => {
        const port = ports[index];
        if (port === undefined) return resolve(null);
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          counts.set(port, (counts.get(port) ?? 0) + 1);
          resolve({ socket, port });
        });
        socket.once('error', () => {
          markDown(port);
          attempt(index + 1);
        });
      };
      attempt(0);
    });

  const server = http.createServer(async (request, response) => {
    const backend = await connect(order());
    if (!backend) {
      response.writeHead(502).end('no backend');
      return;
    }
    const forwarded = http.request({
      createConnection: () => backend.socket,
      method: request.method,
      path: request.url,
      headers: request.headers,
    });
    forwarded.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  // A WebSocket upgrade: the request head is written to the backend as it came, then the two
  // sockets are joined byte for byte (the backend answers 101 itself).
  server.on('upgrade', async (request, client, head) => {
    const backend = await connect(order());
    if (!backend) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
    for (let index = 0; index < request.rawHeaders.length; index += 2)
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    backend.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) backend.socket.write(head);
    backend.socket.pipe(client).pipe(backend.socket);
    joined.add(client).add(backend.socket);
    // a killed backend resets its sockets: the client's closes too, and it reconnects
    const drop = () => {
      joined.delete(client);
      joined.delete(backend.socket);
      client.destroy();
      backend.socket.destroy();
    };
    backend.socket.on('error', drop);
    backend.socket.on('close', drop);
    client.on('error', drop);
    client.on('close', drop);
  });

  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    /** Connections (HTTP requests and upgrades) handed to each backend so far, by port. */
    counts: () => Object.fromEntries(counts),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of joined) socket.destroy();
        server.close(resolve);
      }),
  };
}
