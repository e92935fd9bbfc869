/** Region choice and merchant switching: the rules, over in-memory storage. */
import { describe, expect, it } from 'vitest';
import {
  clearKeepingLanguage,
  markRegionAsked,
  regionForSwitch,
  rememberRegion,
  type SwitchRegion,
  shouldAskRegion,
  switchUrl,
} from '../../../src/features/shell/region-choice';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const region = (id: string, country: string, currency: string, fallback = false): SwitchRegion => ({
  id,
  merchantCode: `${id.toUpperCase()}_CODE`,
  fallback,
  country,
  currency,
  domain: `${id}.example`,
  languages: ['en', 'bn'],
  defaultLanguage: 'bn',
});
const bangladesh = region('bangladesh', 'BD', 'BDT', true);
const pakistan = region('pakistan', 'PK', 'PKR');
const regions = [pakistan, bangladesh];

describe('shouldAskRegion', () => {
  it('asks when the country is unknown or one the merchant does not serve', () => {
    expect(shouldAskRegion(null, [], new MemoryStorage())).toBe(true);
    expect(shouldAskRegion('IN', ['IN', 'NP'], new MemoryStorage())).toBe(true);
    expect(shouldAskRegion('BD', ['IN', 'NP'], new MemoryStorage())).toBe(false);
  });

  it('does not ask again once a choice is stored, or once the visitor has closed it', () => {
    const closed = new MemoryStorage();
    markRegionAsked(closed);
    expect(shouldAskRegion(null, [], closed)).toBe(false);
    const chosen = new MemoryStorage();
    rememberRegion(chosen, pakistan);
    expect(shouldAskRegion('IN', ['IN'], chosen)).toBe(false);
  });
});

describe('regionForSwitch', () => {
  const query = (text: string) => new URLSearchParams(text);
  it('finds the merchant by country, else by currency, in any case', () => {
    expect(regionForSwitch(query('country=pk'), regions)).toBe(pakistan);
    expect(regionForSwitch(query('currency=PKR'), regions)).toBe(pakistan);
    // country wins over currency
    expect(regionForSwitch(query('country=BD&currency=PKR'), regions)).toBe(bangladesh);
  });
  it('sends an unknown country or currency to the fallback merchant', () => {
    expect(regionForSwitch(query('country=ZZ'), regions)).toBe(bangladesh);
    expect(regionForSwitch(query('currency=EUR'), regions)).toBe(bangladesh);
    // a site that does not link the fallback merchant stays where it is
    expect(regionForSwitch(query('country=ZZ'), [pakistan])).toBeNull();
  });
  it('is no switch without country or currency', () => {
    expect(regionForSwitch(query('vassalage=PG'), regions)).toBeNull();
  });
});

describe('storage on a switch', () => {
  it('clears local and session storage but keeps the language, then stores the merchant', () => {
    const [local, session] = [new MemoryStorage(), new MemoryStorage()];
    local.setItem('currentLanguage', 'en');
    local.setItem('previousLanguage', 'bn');
    local.setItem('favourites', '[1]');
    session.setItem('token', 'secret');
    clearKeepingLanguage(local, session);
    rememberRegion(local, pakistan);
    expect(session.length).toBe(0);
    expect(
      Object.fromEntries([...Array(local.length)].map((_, i) => [local.key(i), local.getItem(local.key(i) ?? '')])),
    ).toEqual({
      currentLanguage: 'en',
      previousLanguage: 'bn',
      merchant: 'pakistan',
      merchantCode: 'PAKISTAN_CODE',
      merchantCurrency: 'PKR',
    });
  });
});

describe('switchUrl', () => {
  it("lands on / of the merchant's site in the kept language when it has it, carrying the switch", () => {
    expect(switchUrl(pakistan, 'en')).toBe('https://pakistan.example/en/?country=PK');
    expect(switchUrl(pakistan, 'bn')).toBe('https://pakistan.example/?country=PK');
    expect(switchUrl(pakistan, 'ur')).toBe('https://pakistan.example/?country=PK');
  });
});
