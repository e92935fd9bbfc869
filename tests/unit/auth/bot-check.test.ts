// @vitest-environment node
/**
 * The browser solver against a real challenge made and checked with the platform's own altcha-lib calls:
 * what the site sends in `botCheck` verifies.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));

const SECRET = 'test-secret';

async function challenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 50,
    deriveKey: nodeDeriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}:key`,
  });
}

beforeEach(() => {
  call.mockReset();
  vi.resetModules();
});

describe('bot check', () => {
  it('solves the challenge so that the platform verifies it', async () => {
    call.mockResolvedValue(await challenge());
    const { solveBotCheck } = await import('../../../src/api/bot-check');
    const payload = JSON.parse(Buffer.from(await solveBotCheck(), 'base64').toString('utf8'));
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}:key`,
    });
    expect(result.verified).toBe(true);
  });

  it('hands a prefetched solution out once, then solves a new one', async () => {
    call.mockImplementation(() => challenge());
    const { prefetchBotCheck, takeBotCheck } = await import('../../../src/api/bot-check');
    prefetchBotCheck();
    prefetchBotCheck(); // already on its way: no second challenge
    const first = await takeBotCheck();
    expect(call).toHaveBeenCalledTimes(1);
    const second = await takeBotCheck();
    expect(call).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
  });

  it('reports an unsupported challenge as bot_check_failed', async () => {
    call.mockResolvedValue({ parameters: { algorithm: 'MD5', nonce: 'aa', salt: 'bb', keyPrefix: '00', cost: 1 } });
    const { solveBotCheck } = await import('../../../src/api/bot-check');
    await expect(solveBotCheck()).rejects.toMatchObject({ code: 'bot_check_failed' });
  });

  it('falls back to a fresh solve when the prefetch failed', async () => {
    call.mockRejectedValueOnce(new Error('offline')).mockImplementation(() => challenge());
    const { prefetchBotCheck, takeBotCheck } = await import('../../../src/api/bot-check');
    prefetchBotCheck();
    await expect(takeBotCheck()).resolves.toEqual(expect.any(String));
    expect(call).toHaveBeenCalledTimes(2);
  });
});
