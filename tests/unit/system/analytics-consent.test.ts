// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, gtagIdOf, readConsent, saveConsent } from '../../../src/features/analytics/consent-choice';
import { GTAG_ORIGIN, loadGtag } from '../../../src/features/analytics/gtag';

afterEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
});

describe('consent choice', () => {
  it('is unknown until the visitor chooses, then remembered', () => {
    expect(readConsent()).toBeNull();
    saveConsent('denied');
    expect(readConsent()).toBe('denied');
    saveConsent('granted');
    expect(readConsent()).toBe('granted');
  });

  it('treats anything else in storage as not asked yet', () => {
    localStorage.setItem(CONSENT_KEY, 'yes please');
    expect(readConsent()).toBeNull();
  });
});

describe('gtagIdOf', () => {
  it('reads a Google tag id from the permission answer', () => {
    expect(gtagIdOf({ analytics: { gtagId: 'G-ABC123XYZ' } })).toBe('G-ABC123XYZ');
  });

  it('ignores a missing, empty or hostile id', () => {
    expect(gtagIdOf(null)).toBeNull();
    expect(gtagIdOf({ analytics: { gtagId: null } })).toBeNull();
    expect(gtagIdOf({ analytics: { gtagId: '' } })).toBeNull();
    expect(gtagIdOf({ analytics: { gtagId: 'G-1"><script>' } })).toBeNull();
    expect(gtagIdOf({ analytics: { gtagId: 'https://evil.example/x.js' } })).toBeNull();
  });
});

describe('loadGtag', () => {
  it("adds Google's tag for the id and configures it", () => {
    loadGtag('G-ABC123XYZ');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(`${GTAG_ORIGIN}/gtag/js?id=G-ABC123XYZ`);
    expect(script?.async).toBe(true);
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => [...entry]);
    expect(dataLayer).toContainEqual(['config', 'G-ABC123XYZ']);
  });
});
