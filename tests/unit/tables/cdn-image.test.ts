// @vitest-environment jsdom
/**
 * The plain-DOM CDN image (src/components/ui/cdn-image.ts) used by the home's winner boards and banners and the
 * header's vendor menu: gateway images wait for the visit's hosts, load from the first, fall back to the next
 * on an error (own origin last), demote the failed host; other addresses load at once; the permission answer is
 * read defensively.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../src/api/platform-value', () => ({ platformValue: call }));

const { $imageHosts, CDN_HOSTS_KEY, loadCdnHosts, resetCdnHosts } = await import('../../../src/stores/cdn-hosts');
const { showCdnImage } = await import('../../../src/components/ui/cdn-image');

const A = 'https://img-a.example';
const B = 'https://img-b.example';
const ICON = '/lgw/assets/games/PG_1001.svg';

const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event('error'));
const srcOf = (img: HTMLImageElement) => img.getAttribute('src');

beforeEach(() => {
  sessionStorage.clear();
  resetCdnHosts();
  call.mockReset();
});

describe('showCdnImage', () => {
  it('loads from the first host, then the next, then the own origin, and hides the image when all fail', () => {
    sessionStorage.setItem(CDN_HOSTS_KEY, JSON.stringify({ images: [A, B], launches: [''] }));
    const img = document.createElement('img');
    showCdnImage(img, ICON);
    expect(srcOf(img)).toBe(`${A}${ICON}`);
    fail(img);
    expect(srcOf(img)).toBe(`${B}${ICON}`);
    // later images start on the host that worked
    expect($imageHosts.get()).toEqual([B, A]);
    const later = document.createElement('img');
    showCdnImage(later, ICON);
    expect(srcOf(later)).toBe(`${B}${ICON}`);
    fail(img);
    expect(srcOf(img)).toBe(ICON);
    expect(img.style.visibility).toBe('');
    fail(img);
    expect(img.style.visibility).toBe('hidden');
    expect(call).not.toHaveBeenCalled();
  });

  it('waits for the permission answer before a gateway image loads; other addresses load at once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const img = document.createElement('img');
    const own = document.createElement('img');
    showCdnImage(img, ICON);
    showCdnImage(own, '/vendors/PG.svg');
    expect(srcOf(img)).toBeNull();
    expect(srcOf(own)).toBe('/vendors/PG.svg');
    answer({ imageCDNs: [A], launchGameCDNs: [] });
    await loadCdnHosts();
    expect(srcOf(img)).toBe(`${A}${ICON}`);
    expect(call).toHaveBeenCalledWith('/wps/system/permission', {});
  });

  it('uses the own origin when the answer is not a permission answer (and asks again next page)', async () => {
    call.mockResolvedValue(null);
    const img = document.createElement('img');
    showCdnImage(img, ICON);
    await loadCdnHosts();
    expect(srcOf(img)).toBe(ICON);
    expect(sessionStorage.getItem(CDN_HOSTS_KEY)).toBeNull();
    resetCdnHosts();
    call.mockResolvedValue({ imageCDNs: 'not a list', launchGameCDNs: [A, 42] });
    expect(await loadCdnHosts()).toEqual({ images: [''], launches: [A] });
  });
});
