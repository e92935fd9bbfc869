// Customer-service links (src/features/support): decrypted on the client, unsafe ones dropped, opened by type.
import { describe, expect, it, vi } from 'vitest';
import { encryptServicePath } from '../../../src/api/calls/service-path';
import { linkAttributes, openServiceLink } from '../../../src/features/support/open-service';
import { decryptServiceLinks, isSafeServiceUrl, readPermission } from '../../../src/features/support/service-links';

const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
const item = async (csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'VIBER', url: string, csPosition = 'SIDE_MENU') => ({
  csType,
  csPosition,
  title: csType,
  path: await encryptServicePath(key, url),
});

describe('customer-service links', () => {
  it('decrypts the links of one position, in order', async () => {
    const permission = {
      csKey: key,
      customerService: [
        await item('LIVECHAT', 'https://chat.example.com/room'),
        await item('TELEGRAM', 'https://t.me/support', 'FOOTER'),
        await item('VIBER', 'viber://chat?number=%2B8801700000000'),
      ],
    };
    expect(await decryptServiceLinks(permission, 'SIDE_MENU')).toEqual([
      { type: 'LIVECHAT', url: 'https://chat.example.com/room' },
      { type: 'VIBER', url: 'viber://chat?number=%2B8801700000000' },
    ]);
    expect(await decryptServiceLinks(permission, 'FOOTER')).toEqual([
      { type: 'TELEGRAM', url: 'https://t.me/support' },
    ]);
  });

  it('drops links that do not decrypt or are not http(s), tg:// or viber://', async () => {
    const otherKey = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
    const permission = {
      csKey: key,
      customerService: [
        await item('LIVECHAT', 'javascript:alert(document.cookie)'),
        await item('FACEBOOK', 'data:text/html,<script>alert(1)</script>'),
        {
          csType: 'TELEGRAM' as const,
          csPosition: 'SIDE_MENU',
          title: 'x',
          path: await encryptServicePath(otherKey, 'https://t.me/a'),
        },
        { csType: 'TELEGRAM' as const, csPosition: 'SIDE_MENU', title: 'x', path: 'not base64 at all!' },
        await item('TELEGRAM', 'tg://resolve?domain=support'),
      ],
    };
    expect(await decryptServiceLinks(permission, 'SIDE_MENU')).toEqual([
      { type: 'TELEGRAM', url: 'tg://resolve?domain=support' },
    ]);
  });

  it('knows a safe address', () => {
    expect(isSafeServiceUrl('https://m.me/brand')).toBe(true);
    expect(isSafeServiceUrl('HTTP://chat.example.com')).toBe(true);
    expect(isSafeServiceUrl('javascript://%0Aalert(1)')).toBe(false);
    expect(isSafeServiceUrl('https://exa mple.com')).toBe(false);
    expect(isSafeServiceUrl('//evil.example')).toBe(false);
  });

  it('opens live chat in its own window cut off from the portal', () => {
    const chat = { opener: 'portal' as unknown };
    const open = vi.fn(() => chat);
    const event = { preventDefault: vi.fn() };
    openServiceLink({ type: 'LIVECHAT', url: 'https://chat.example.com' }, event, { open } as unknown as Window);
    expect(open).toHaveBeenCalledWith('https://chat.example.com', 'livechat', expect.stringContaining('popup'));
    expect(chat.opener).toBeNull();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('lets the link open a new tab when the window is blocked, and messengers open as links', () => {
    const event = { preventDefault: vi.fn() };
    openServiceLink({ type: 'LIVECHAT', url: 'https://chat.example.com' }, event, {
      open: () => null,
    } as unknown as Window);
    expect(event.preventDefault).not.toHaveBeenCalled();
    const open = vi.fn();
    openServiceLink({ type: 'TELEGRAM', url: 'https://t.me/x' }, event, { open } as unknown as Window);
    expect(open).not.toHaveBeenCalled();
    expect(linkAttributes({ type: 'TELEGRAM', url: 'https://t.me/x' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkAttributes({ type: 'VIBER', url: 'viber://chat?number=1' })).toEqual({});
  });
});

describe('reading a permission answer without the typed client', () => {
  const known = (type: string): type is 'LIVECHAT' | 'VIBER' => type === 'LIVECHAT' || type === 'VIBER';

  it('keeps the items of known types with text fields', () => {
    const value = {
      csKey: 'k',
      customerService: [
        { csType: 'LIVECHAT', csPosition: 'SIDE_MENU', title: 'x', path: 'p1' },
        { csType: 'SKYPE', csPosition: 'SIDE_MENU', title: 'x', path: 'p2' },
        { csType: 'VIBER', csPosition: 'SIDE_MENU', path: 42 },
        null,
        'VIBER',
      ],
    };
    expect(readPermission(value, known)).toEqual({
      csKey: 'k',
      customerService: [{ csType: 'LIVECHAT', csPosition: 'SIDE_MENU', title: 'x', path: 'p1' }],
    });
  });

  it('gives nothing for an answer of another shape', () => {
    for (const value of [
      null,
      undefined,
      'text',
      {},
      { csKey: 1, customerService: [] },
      { csKey: 'k', customerService: {} },
    ]) {
      expect(readPermission(value, known)).toBeNull();
    }
  });
});
