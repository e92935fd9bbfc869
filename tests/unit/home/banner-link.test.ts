import { describe, expect, it } from 'vitest';
import { bannerLink } from '../../../src/features/home/banners/banner-link';

describe('banner links (by linkageType)', () => {
  it('NONE leads nowhere', () => {
    expect(bannerLink({ linkageType: 'NONE', linkageUrl: '/promotions' }, '')).toBeNull();
    expect(bannerLink({ linkageType: 'URL', linkageUrl: null }, '')).toBeNull();
  });

  it('site paths keep the page language and end with a slash', () => {
    expect(bannerLink({ linkageType: 'PROMOTION', linkageUrl: '/promotions' }, '/ur')).toEqual({
      href: '/ur/promotions/',
      external: false,
    });
    expect(bannerLink({ linkageType: 'GAME', linkageUrl: '/rng?vassalage=PG' }, '')).toEqual({
      href: '/rng/?vassalage=PG',
      external: false,
    });
    expect(bannerLink({ linkageType: 'URL', linkageUrl: '/download/' }, '/en')?.href).toBe('/en/download/');
  });

  it('only URL banners open https pages, in a new tab', () => {
    expect(bannerLink({ linkageType: 'URL', linkageUrl: 'https://example.com/x' }, '')).toEqual({
      href: 'https://example.com/x',
      external: true,
    });
    expect(bannerLink({ linkageType: 'GAME', linkageUrl: 'https://example.com/x' }, '')).toBeNull();
  });

  it('never links a script, another scheme or a protocol-relative address', () => {
    for (const url of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'data:text/html,x'])
      expect(bannerLink({ linkageType: 'URL', linkageUrl: url }, '')).toBeNull();
  });
});
