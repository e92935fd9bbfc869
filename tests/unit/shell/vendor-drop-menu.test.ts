// @vitest-environment jsdom
/**
 * The header's vendor drop menu (src/features/shell/nav-client.ts) on the header's markup: the chevron
 * opens the panel with the category's vendors, each linking to the category page on that vendor, in the
 * large grid only above 10 vendors; Escape closes it. The vendor map is given directly.
 */
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { GameType, Vendor } from '../../../src/api/calls/games/game';
import { type Catalogue, shapeCatalogue } from '../../../src/config/catalogue-shape';

const $map = atom<Catalogue | null>(null);
vi.mock('../../../src/stores/catalogue', () => ({ $catalogue: $map, loadCatalogue: async () => $map.get() }));

const vendor = (code: string, gameType: GameType): Vendor => ({
  vassalage: code,
  name: `${code} Gaming`,
  gameType,
  gameClassify: gameType,
  logoUrl: `/logos/${code}.svg`,
  gameCount: 5,
  maintenance: false,
  launchLobby: false,
});

const entry = (key: string, page: string) => `
  <li data-nav-entry="${key.toLowerCase()}" data-catalogue="${key}" data-page="${page}" data-drop-heading="${key} providers">
    <a href="${page}">${key}</a>
    <button type="button" data-drop-toggle hidden aria-expanded="false" aria-controls="nav-vendors">more</button>
  </li>`;

document.body.innerHTML = `
  <div data-nav-area>
    <nav><ul>${entry('RNG', '/rng/')}${entry('FISH', '/fish/')}</ul></nav>
    <section id="nav-vendors" hidden>
      <h2 data-drop-title></h2>
      <ul data-drop-list></ul>
      <template data-drop-item><li><a><img alt=""><span></span></a></li></template>
    </section>
  </div>`;

await import('../../../src/features/shell/nav-client');
$map.set(
  shapeCatalogue({
    lanes: [
      { gameType: 'RNG', vendors: Array.from({ length: 11 }, (_, i) => vendor(`S${i + 1}`, 'RNG')) },
      { gameType: 'FISH', vendors: [vendor('JDB', 'FISH'), vendor('JL', 'FISH')] },
    ],
    rngExcludedVendors: [],
  }),
);

const panel = document.getElementById('nav-vendors') as HTMLElement;
const toggle = (key: string) =>
  document.querySelector<HTMLButtonElement>(`[data-catalogue="${key}"] [data-drop-toggle]`) as HTMLButtonElement;
const list = () => panel.querySelector('[data-drop-list]') as HTMLElement;

describe('the vendor drop menu', () => {
  it('opens from the chevron with the vendors as links to the category page, large above 10 vendors', () => {
    expect(toggle('RNG').hidden).toBe(false);
    toggle('RNG').click();
    expect(panel.hidden).toBe(false);
    expect(toggle('RNG').getAttribute('aria-expanded')).toBe('true');
    expect(panel.querySelector('[data-drop-title]')?.textContent).toBe('RNG providers');
    const links = [...list().querySelectorAll('a')];
    expect(links).toHaveLength(11);
    expect(links[0]?.getAttribute('href')).toBe('/rng/?vassalage=S1');
    expect(links[0]?.textContent).toBe('S1 Gaming');
    expect(document.activeElement).toBe(links[0]);
    expect(list().hasAttribute('data-large')).toBe(true);
  });

  it('uses the ordinary grid for 10 vendors or fewer, and closes on Escape with focus back on the chevron', () => {
    toggle('FISH').click();
    expect(toggle('RNG').getAttribute('aria-expanded')).toBe('false');
    expect(list().querySelectorAll('a')).toHaveLength(2);
    expect(list().hasAttribute('data-large')).toBe(false);
    list()
      .querySelector('a')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle('FISH'));
  });
});
