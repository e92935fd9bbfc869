// Server-sent events read over fetch: blocks split across chunks, comments, CRLF and multi-line data.
import { expect, it } from 'vitest';
import { parseEvents } from '../../../src/api/event-stream';

it('parses complete blocks and keeps the partial one for the next chunk', () => {
  const first = parseEvents('event: balance\ndata: {"balance":1}\n\nevent: bal');
  expect(first.events).toEqual([{ event: 'balance', data: '{"balance":1}' }]);
  const second = parseEvents(`${first.rest}ance\ndata: {"balance":2}\n\n: keep-alive\n\n`);
  expect(second).toEqual({ events: [{ event: 'balance', data: '{"balance":2}' }], rest: '' });
});

it('reads CRLF line ends, unnamed events and data spread over lines', () => {
  expect(parseEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
});
