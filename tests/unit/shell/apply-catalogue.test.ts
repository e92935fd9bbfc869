// @vitest-environment jsdom
/**
 * The navigation rules applied to the header and side-menu markup (src/features/shell/apply-catalogue.ts):
 * empty categories hidden, a single vendor launched directly, pages kept for slots/fishing/cards, the side
 * menu's lottery launching its first vendor with the prize mode, and the drop-menu chevron only with vendors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameType, Vendor } from '../../../src/api/calls/games/game';
import { shapeCatalogue } from '../../../src/config/catalogue-shape';
import { applyCatalogue } from '../../../src/features/shell/apply-catalogue';

const vendor = (vassalage: string, gameType: GameType, gameClassify: string = gameType): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  gameClassify,
  logoUrl: '',
  gameCount: 1,
  maintenance: false,
  launchLobby: true,
});

/** A merchant without e-sports, one sports book, one fishing vendor and two lottery vendors. */
const catalogue = shapeCatalogue({
  lanes: [
    { gameType: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JL', 'RNG')] },
    { gameType: 'FISH', vendors: [vendor('JDB', 'FISH')] },
    { gameType: 'SPORTS', vendors: [vendor('BTI', 'SPORTS'), vendor('DS88', 'SPORTS', 'COCKFIGHT')] },
    { gameType: 'ELOTT', vendors: [vendor('TCG_LOTTO_VN', 'ELOTT'), vendor('OTHER', 'ELOTT')] },
  ],
  rngExcludedVendors: [],
});

const entry = (key: string, extra = '') =>
  `<li data-catalogue="${key}" ${extra}><a href="/${key.toLowerCase()}/">${key}</a><button data-drop-toggle hidden></button></li>`;

beforeEach(() => {
  document.body.innerHTML = `<ul id="top">${['RNG', 'INHOUSE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'].map((k) => entry(k)).join('')}</ul>
    <ul id="side">${entry('ELOTT', 'data-launch-first')}${entry('SPORTS')}</ul>`;
  applyCatalogue(document, catalogue);
});

const item = (list: string, key: string) =>
  document.querySelector<HTMLElement>(`#${list} [data-catalogue="${key}"]`) as HTMLElement;
const link = (list: string, key: string) => item(list, key).querySelector('a') as HTMLAnchorElement;

describe('navigation rules on the static markup', () => {
  it('hides the categories without vendors and shows the others', () => {
    expect(item('top', 'ESPORTS').hidden).toBe(true);
    expect(item('top', 'INHOUSE').hidden).toBe(true);
    for (const key of ['RNG', 'FISH', 'SPORTS', 'COCKFIGHT', 'ELOTT']) expect(item('top', key).hidden).toBe(false);
  });

  it('launches a single vendor directly, except where the page always opens', () => {
    expect(link('top', 'COCKFIGHT').dataset).toMatchObject({ launchVassalage: 'DS88', launchType: 'SPORTS' });
    expect(link('top', 'SPORTS').dataset).toMatchObject({ launchVassalage: 'BTI', launchType: 'SPORTS' });
    // Fishing has one vendor too, but FISH always opens its page.
    expect(link('top', 'FISH').dataset.launchVassalage).toBeUndefined();
    expect(link('top', 'RNG').dataset.launchVassalage).toBeUndefined();
    // Two e-lottery vendors: the header opens the page.
    expect(link('top', 'ELOTT').dataset.launchVassalage).toBeUndefined();
  });

  it("launches the side menu's lottery entry with its first vendor and the prize mode", () => {
    expect(link('side', 'ELOTT').dataset).toMatchObject({
      launchVassalage: 'TCG_LOTTO_VN',
      launchType: 'ELOTT',
      launchMode: 'ELOTT',
    });
  });

  it('shows the drop-menu chevron only for categories with vendors', () => {
    expect((item('top', 'RNG').querySelector('[data-drop-toggle]') as HTMLElement).hidden).toBe(false);
    expect((item('top', 'ESPORTS').querySelector('[data-drop-toggle]') as HTMLElement).hidden).toBe(true);
  });

  it('undoes a launch when a newer map gives the category more vendors', () => {
    const more = shapeCatalogue({
      lanes: [{ gameType: 'SPORTS', vendors: [vendor('BTI', 'SPORTS'), vendor('SABA', 'SPORTS')] }],
      rngExcludedVendors: [],
    });
    applyCatalogue(document, more);
    expect(link('top', 'SPORTS').dataset.launchVassalage).toBeUndefined();
    expect(item('top', 'COCKFIGHT').hidden).toBe(true);
  });
});
