/** A fake platform for the casino's unit tests: answers by operation name and records every request. */
import type { Transport, TransportRequest } from '../../api/client.ts';

export interface Recorded {
  operation: string;
  method: string;
  query: URLSearchParams;
  form: Record<string, string>;
}

export type Handler = (request: Recorded) => { status: number; body: unknown };

export function fakePlatform(handlers: Record<string, Handler>) {
  const requests: Recorded[] = [];
  const transport: Transport = (request: TransportRequest) => {
    const url = new URL(request.url, 'http://omad.test');
    const recorded: Recorded = {
      operation: url.pathname.slice('/api/'.length),
      method: request.method,
      query: url.searchParams,
      form: Object.fromEntries([...(request.body?.entries() ?? [])].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])),
    };
    requests.push(recorded);
    const handler = handlers[recorded.operation];
    if (!handler) return Promise.reject(new Error(`unexpected request ${request.method} ${recorded.operation}`));
    return Promise.resolve(handler(recorded));
  };
  return { transport, requests };
}

export const ok = (data: unknown) => ({ status: 200, body: { data } });
export const failed = (status = 500) => ({ status, body: { error: { type: 'InternalServerErrorException', message: 'boom' } } });

/** The `options` object a games.get request carried. */
export function optionsOf(request: Recorded): Record<string, unknown> {
  return JSON.parse(request.query.get('options') ?? '{}') as Record<string, unknown>;
}
