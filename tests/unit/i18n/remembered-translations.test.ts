import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberedTranslations } from '../../../src/i18n/remembered-translations';

async function translator() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        games: {
          play: 'Play',
          add: 'Add {{name}} to favourites',
          count_one: '{{count}} game',
          count_other: '{{count}} games',
        },
      },
    },
    defaultNS: 'games',
  });
  return i18n.t;
}

describe('rememberedTranslations', () => {
  it('gives the same texts as i18next, asking it once per key and plain options', async () => {
    const t = await translator();
    const spy = vi.fn(t);
    const remembered = rememberedTranslations(spy as unknown as typeof t);
    expect(remembered('play')).toBe('Play');
    expect(remembered('play')).toBe('Play');
    expect(remembered('add', { name: 'Fortune Ox' })).toBe('Add Fortune Ox to favourites');
    expect(remembered('add', { name: 'Fortune Ox' })).toBe('Add Fortune Ox to favourites');
    expect(remembered('add', { name: 'Dragon' })).toBe('Add Dragon to favourites');
    expect(remembered('count', { count: 1 })).toBe('1 game');
    expect(remembered('count', { count: 2 })).toBe('2 games');
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('passes a call with an option that is not plain to i18next every time', async () => {
    const t = await translator();
    const spy = vi.fn(t);
    const remembered = rememberedTranslations(spy as unknown as typeof t);
    const options = { name: 'Ox', extra: { nested: true } };
    remembered('add', options);
    remembered('add', options);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
