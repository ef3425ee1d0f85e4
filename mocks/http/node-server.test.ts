/**
 * The sandbox as `npm start` serves it (Node's HTTP server), spoken to by a raw client on one kept-alive socket:
 * a body the sandbox refuses without reading it must not leave its unread bytes in front of the next request
 * (issue 12 defect: a 3 MB POST got its 400, the next request on the connection a reset instead of its own 400).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { startSandboxServer, type SandboxServer } from './node-server.ts';

let server: SandboxServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** One HTTP/1.1 client connection that sends requests one after another and reads each answer in turn. */
class Connection {
  private buffer = Buffer.alloc(0);
  private closed = false;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    socket.on('error', (error) => {
      this.failure = error;
      this.wake?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Writes the request; a server that already closed the socket makes this fail like a real client would. */
  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(Buffer.concat([Buffer.from(head.replaceAll('\n', '\r\n')), body]));
  }

  /** The next whole response (Content-Length framed), or an error when the connection ends first. */
  async response(): Promise<RawResponse> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const length = Number(headers.get('content-length') ?? '0');
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (this.failure) throw this.failure;
      if (this.closed) throw new Error('the connection closed before a whole response');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  end(): void {
    this.socket.destroy();
  }
}

const BOUNDARY = 'omadBoundary';

function post(path: string, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): [string, Buffer] {
  return [`POST ${path} HTTP/1.1\nHost: localhost\nContent-Type: ${contentType}\nContent-Length: ${body.length}\nConnection: keep-alive\n\n`, body];
}

/** A broken multipart body: no closing boundary. The sandbox answers it with its own 400. */
const BROKEN_MULTIPART = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"\r\n\r\nplayer@sandbox.test\r\n`);

async function start(): Promise<number> {
  server = await startSandboxServer(createSandbox({ testMode: true }).app, 0);
  return (server.address as AddressInfo).port;
}

/**
 * The connection for the next request after `previous`: the same one, unless the server said it closes it
 * (Connection: close); then, as browsers do, a new one once the server has closed the old.
 */
async function nextConnection(port: number, connection: Connection, previous: RawResponse): Promise<Connection> {
  if (previous.headers.get('connection')?.toLowerCase() !== 'close') return connection;
  await expect.poll(() => connection.isClosed).toBe(true);
  return Connection.open(port);
}

describe('the sandbox over HTTP/1.1 keep-alive', () => {
  it('a refused 3 MB body, then a broken multipart body: each request gets its own 400', async () => {
    const port = await start();
    let connection = await Connection.open(port);
    connection.send(...post('/api/auth.login?v=2.34&locale=uz', Buffer.alloc(3 * 1024 * 1024, 'a')));
    const refused = await connection.response();
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { type: 'InvalidRequestException', message: 'Request body is larger than 65536 bytes' } });
    // Not read: the connection is closed rather than 3 MB drained.
    expect(refused.headers.get('connection')).toBe('close');

    connection = await nextConnection(port, connection, refused);
    connection.send(...post('/api/auth.login?v=2.34&locale=uz', BROKEN_MULTIPART));
    const broken = await connection.response();
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ error: { type: 'InvalidRequestException' } });
    connection.end();
  });

  it('a body refused before it is read (a cross-site POST), then a plain GET: each gets its own answer', async () => {
    const port = await start();
    let connection = await Connection.open(port);
    const [head, body] = post('/api/auth.login?v=2.34&locale=uz', Buffer.alloc(3 * 1024 * 1024, 'a'));
    connection.send(head.replace('Connection: keep-alive', 'Connection: keep-alive\nSec-Fetch-Site: cross-site'), body);
    const refused = await connection.response();
    expect(refused.status).toBe(403);

    connection = await nextConnection(port, connection, refused);
    connection.send('GET /api/metadata.get?v=2.34&locale=uz HTTP/1.1\nHost: localhost\n\n');
    expect((await connection.response()).status).toBe(200);
    connection.end();
  });

  it('a small body read in full keeps the connection open for the next request', async () => {
    const port = await start();
    const connection = await Connection.open(port);
    connection.send(...post('/api/auth.login?v=2.34&locale=uz', BROKEN_MULTIPART));
    const first = await connection.response();
    expect(first.status).toBe(400);
    expect(first.headers.get('connection')?.toLowerCase()).not.toBe('close');
    connection.send('GET /api/metadata.get?v=2.34&locale=uz HTTP/1.1\nHost: localhost\n\n');
    expect((await connection.response()).status).toBe(200);
    connection.end();
  });
});
