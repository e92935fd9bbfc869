/**
 * A real HTTP server on a random loopback port for the client tests: each test registers how a path
 * answers, and every request that arrives is recorded (method, URL, headers, raw body) for assertions.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  baseURL: string;
  requests: RecordedRequest[];
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: req.method ?? '',
      url: new URL(req.url ?? '/', 'http://test.local'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const handler = handlers.get(request.url.pathname);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no handler');
      return;
    }
    await handler(request, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Answers with a JSON body and a status. */
export function json(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
}

/** Answers with raw text and a content type, e.g. a proxy's HTML error page. */
export function raw(status: number, contentType: string, body: string): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': contentType }).end(body);
  };
}

export function ok(value: unknown) {
  return { success: true, code: 'ok', message: '', value };
}

export function fail(code: string, value?: unknown) {
  return { success: false, code, message: `platform says ${code}`, value };
}
