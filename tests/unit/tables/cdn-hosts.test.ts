// @vitest-environment jsdom
/**
 * CDN hosts: the random choice per visit, gateway paths only, the image fallback to the next host
 * (own origin last) and the demotion of a failing host for later images; the launch address.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The permission answer comes through the plain read (src/api/platform-value.ts): call(path, query) → value.
const call = vi.fn();
vi.mock('../../../src/api/platform-value', () => ({ platformValue: call }));

const {
  $imageHosts,
  CDN_HOSTS_KEY,
  demoteImageHost,
  imageCandidates,
  launchAddress,
  loadCdnHosts,
  requireImageHosts,
  resetCdnHosts,
  shuffled,
  visitOrder,
  withHost,
} = await import('../../../src/stores/cdn-hosts');
const { CdnImage } = await import('../../../src/components/ui/CdnImage');

const A = 'https://img-a.example';
const B = 'https://img-b.example';
const C = 'https://img-c.example';

/** A fixed sequence of Math.random values. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

beforeEach(() => {
  sessionStorage.clear();
  resetCdnHosts();
  call.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('choosing hosts', () => {
  it('shuffles with Fisher-Yates: every order reachable, nothing lost', () => {
    expect(shuffled([A, B, C], sequence(0.99, 0.99))).toEqual([A, B, C]);
    expect(shuffled([A, B, C], sequence(0, 0))).toEqual([B, C, A]);
    const seen = new Set<string>();
    for (let n = 0; n < 400; n++) seen.add(shuffled([A, B, C]).join());
    expect(seen.size).toBe(6);
  });

  it('keeps https origins and the own origin, once each, and never answers an empty list', () => {
    expect(visitOrder([A, A, 'http://plain.example', 'javascript:x', `${B}/path`], () => 0.99)).toEqual([A]);
    expect(visitOrder([])).toEqual(['']);
    expect(visitOrder(['', A], () => 0.99).sort()).toEqual(['', A]);
  });

  it('moves only gateway paths to a host', () => {
    expect(withHost(A, '/lgw/assets/games/PG_1001.svg')).toBe(`${A}/lgw/assets/games/PG_1001.svg`);
    expect(withHost('', '/lgw/assets/games/PG_1001.svg')).toBe('/lgw/assets/games/PG_1001.svg');
    expect(withHost(A, '/vendors/PG.svg')).toBe('/vendors/PG.svg');
    expect(withHost(A, 'https://other.example/x.png')).toBe('https://other.example/x.png');
    expect(imageCandidates([B, A], '/lgw/x.svg')).toEqual([`${B}/lgw/x.svg`, `${A}/lgw/x.svg`, '/lgw/x.svg']);
    expect(imageCandidates([B, ''], '/lgw/x.svg')).toEqual([`${B}/lgw/x.svg`, '/lgw/x.svg']);
    expect(imageCandidates([B], '/studio/x.svg')).toEqual(['/studio/x.svg']);
  });
});

describe('the visit’s hosts', () => {
  it('asks the permission call once per visit and keeps the order in session storage', async () => {
    call.mockResolvedValue({ imageCDNs: [A, B], launchGameCDNs: [C] });
    const first = await loadCdnHosts();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toBe('/wps/system/permission');
    expect([...first.images].sort()).toEqual([A, B]);
    expect(JSON.parse(sessionStorage.getItem(CDN_HOSTS_KEY) ?? '{}')).toEqual(first);
    // The next page of the visit reads it back without a call, in the same order.
    resetCdnHosts();
    expect(await loadCdnHosts()).toEqual(first);
    expect(call).toHaveBeenCalledTimes(1);
    expect(await launchAddress('/lgw/vendor-sim/play/abc')).toBe(`${C}/lgw/vendor-sim/play/abc`);
    expect(await launchAddress('/studio/dice/')).toBe('/studio/dice/');
  });

  it('uses the own origin when the permission call fails, and asks again on the next page', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    expect(await loadCdnHosts()).toEqual({ images: [''], launches: [''] });
    expect(sessionStorage.getItem(CDN_HOSTS_KEY)).toBeNull();
    resetCdnHosts();
    call.mockResolvedValue({ imageCDNs: [A], launchGameCDNs: [''] });
    expect((await loadCdnHosts()).images).toEqual([A]);
  });

  it('lets images use the own origin while the answer is slow', () => {
    vi.useFakeTimers();
    call.mockReturnValue(new Promise(() => undefined));
    requireImageHosts(3000);
    expect($imageHosts.get()).toBeNull();
    vi.advanceTimersByTime(3000);
    expect($imageHosts.get()).toEqual(['']);
  });

  it('moves a failing host to the end for later images', () => {
    $imageHosts.set([A, B, C]);
    demoteImageHost(A);
    expect($imageHosts.get()).toEqual([B, C, A]);
    demoteImageHost('https://unknown.example');
    expect($imageHosts.get()).toEqual([B, C, A]);
  });
});

describe('CdnImage', () => {
  const image = () => screen.getByRole('img', { hidden: true }) as HTMLImageElement;

  it('holds its place until the hosts are known, then loads from the first host', async () => {
    call.mockResolvedValue({ imageCDNs: [A], launchGameCDNs: [''] });
    const { container } = render(
      createElement(CdnImage, { src: '/lgw/assets/games/PG_1001.svg', alt: 'Fortune', width: 200, height: 200 }),
    );
    expect(container.querySelector('[data-cdn-pending]')).not.toBeNull();
    await waitFor(() => expect(image().getAttribute('src')).toBe(`${A}/lgw/assets/games/PG_1001.svg`));
    expect(image().getAttribute('width')).toBe('200');
  });

  it('falls back to the next host on an error, then the own origin, and demotes the failed host', async () => {
    sessionStorage.setItem(CDN_HOSTS_KEY, JSON.stringify({ images: [A, B], launches: [''] }));
    render(createElement(CdnImage, { src: '/lgw/assets/games/PG_1001.svg', alt: 'Fortune' }));
    await waitFor(() => expect(image().getAttribute('src')).toBe(`${A}/lgw/assets/games/PG_1001.svg`));
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(`${B}/lgw/assets/games/PG_1001.svg`);
    // Later images start on B.
    expect($imageHosts.get()).toEqual([B, A]);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/lgw/assets/games/PG_1001.svg');
    fireEvent.error(image());
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
