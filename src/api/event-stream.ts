/**
 * Server-sent events over fetch: EventSource cannot send an Authorization header, and the platform's streams
 * are per session. Reads `event:` / `data:` blocks as the platform writes them (one data line per event) and
 * hands each to `onEvent`; resolves when the stream ends, rejects when it fails, stops on `signal`.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits complete blocks off `buffer`; returns the events and what is left for the next chunk. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export async function readEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = parseEvents(buffer + value);
    buffer = rest;
    for (const event of events) onEvent(event);
  }
}
