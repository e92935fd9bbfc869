/**
 * The server `npm start` runs keeps an idle keep-alive connection longer than its clients do
 * (platform/http/idle-connections.ts). With Node's 5 s, a client reusing a connection as the server closed it
 * could get "socket hang up": CI's second admin call in tables-chat-rooms-cdn.spec.ts did, seconds after its
 * first. Node announces the timeout in the Keep-Alive header, which is what this test reads.
 */
import { expect, test } from './fixtures';

test('the server keeps an idle connection open for 65 s and says so', async ({ request }) => {
  // A players' home: the operator host's own root only redirects to /admin/.
  const answer = await request.get('/');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['keep-alive']).toBe('timeout=65');
});
