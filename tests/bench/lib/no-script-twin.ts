/**
 * A home's JavaScript-free twin for bench:site: a proxy in front of the site's server that passes every response
 * through unchanged except HTML, whose <script> elements and module preloads it removes (the same HTML otherwise,
 * the same CSS, fonts and images, from the same server). Served as the site is to Lighthouse: over HTTPS with
 * HTTP/2 with the bench's certificate when there is one, else plain HTTP. (A browser with scripts disabled would be
 * simpler, but Lighthouse's own probes then fail: "Debugger.enable: Script execution is prohibited".)
 */
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** `html` without its scripts. */
export const withoutScripts = (html: string): string => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');

const decode = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
const encode = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? brotliCompressSync(body) : encoding === 'gzip' ? gzipSync(body) : body;

type Handler = (
  req: http.IncomingMessage | http2.Http2ServerRequest,
  res: http.ServerResponse | http2.Http2ServerResponse,
) => void;

function handler(originPort: number): Handler {
  return (req, answerTo) => {
    // HTTP/2's compatibility response has the same writeHead, end and pipe target as HTTP/1's.
    const res = answerTo as http.ServerResponse;
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host = (req.headers[':authority'] as string | undefined) ?? req.headers.host;
    const upstream = http.request(
      { host: '127.0.0.1', port: originPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const html = withoutScripts(decode(Buffer.concat(chunks), encoding).toString('utf8'));
          const body = encode(Buffer.from(html), encoding);
          out['content-length'] = String(body.length);
          delete out.etag;
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    (req as NodeJS.ReadableStream).pipe(upstream);
  };
}

/**
 * Starts the twin on `port`, in front of the site server's plain HTTP port `originPort`; `tls`: the bench's
 * certificate files, to serve over HTTPS with HTTP/2.
 */
export async function startNoScriptTwin(
  originPort: number,
  port: number,
  tls?: { certFile: string; keyFile: string },
): Promise<{ stop(): Promise<void> }> {
  const serve = handler(originPort);
  const server = tls
    ? http2.createSecureServer(
        { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
        serve as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
      )
    : http.createServer(serve as (req: http.IncomingMessage, res: http.ServerResponse) => void);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // HTTP/2 sessions Lighthouse left open would keep close() waiting.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        setTimeout(resolve, 1000).unref();
      }),
  };
}
