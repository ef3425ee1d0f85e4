/**
 * The sandbox on Node's HTTP server (`npm start`, `npm run dev`, the e2e server): one place for what the Node
 * adapter leaves to us.
 *
 * A refused request body: the sandbox answers some requests before reading their body (one over the size limit,
 * a cross-site POST, an unknown path). On a kept-alive HTTP/1.1 connection the unread bytes would then sit in front
 * of the next request, which gets a reset instead of its answer. So an answer that starts before the request's body
 * has arrived in full says `Connection: close`: the client sends its next request on a new connection, and the
 * server does not read megabytes it has already refused.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** Marks the answer `Connection: close` when its head is written before the request body was received in full. */
export function closeWhenBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (...args: unknown[]) => {
    // `complete` turns true once Node has parsed the whole message; a body still on the wire (or not read past the
    // socket's buffer) leaves it false.
    if (!request.complete) response.setHeader('Connection', 'close');
    return writeHead(...args);
  };
}

/** The Node request listener for a sandbox app. */
export function sandboxListener(app: Hono): RequestListener {
  const listener = getRequestListener(app.fetch);
  return (request, response) => {
    closeWhenBodyUnread(request, response);
    void listener(request, response);
  };
}

export interface SandboxServer {
  readonly server: Server;
  readonly address: AddressInfo | string | null;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free port) and resolves once listening. */
export function startSandboxServer(app: Hono, port: number): Promise<SandboxServer> {
  const server = createServer(sandboxListener(app));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve({
        server,
        address: server.address(),
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
