/**
 * A lobby's choices in its address (src/features/games/stores/lobby-url.ts): ?vassalage= (as in
 * /rng?vassalage=INHOUSE), ?type=, ?sort= and ?q=; defaults left out, unknown values ignored, other parameters and the
 * hash kept.
 */
import { describe, expect, it } from 'vitest';
import { choicesFromSearch, hrefWithChoices } from '../../../src/features/games/stores/lobby-url';

const defaults = { vendor: null, query: '', sort: 'popular', type: 'ALL' } as const;

describe('lobby address', () => {
  it('reads the vendor, type, sort and search of a link', () => {
    expect(choicesFromSearch('')).toEqual(defaults);
    expect(choicesFromSearch('?vassalage=INHOUSE')).toEqual({ ...defaults, vendor: 'INHOUSE' });
    expect(choicesFromSearch('?vassalage=PG&type=hot&sort=az&q=fortune%20ox')).toEqual({
      vendor: 'PG',
      type: 'HOT',
      sort: 'az',
      query: 'fortune ox',
    });
  });

  it('ignores values it does not know and cuts a long search', () => {
    expect(choicesFromSearch('?vassalage=<script>&type=ALLX&sort=price')).toEqual(defaults);
    expect(choicesFromSearch(`?q=${'x'.repeat(80)}`).query).toHaveLength(50);
  });

  it('writes the choices, leaving defaults out and keeping the rest of the address', () => {
    const href = 'https://shapla.test/rng/?ref=home#search';
    expect(hrefWithChoices(href, { ...defaults })).toBe(href);
    expect(hrefWithChoices(href, { vendor: 'CQ9', type: 'NEW', sort: 'new', query: '  jump ' })).toBe(
      'https://shapla.test/rng/?ref=home&vassalage=CQ9&type=NEW&sort=new&q=jump#search',
    );
    const chosen = 'https://shapla.test/rng/?vassalage=PG&type=HOT&sort=az&q=ox';
    expect(hrefWithChoices(chosen, { ...defaults, vendor: 'PG' })).toBe('https://shapla.test/rng/?vassalage=PG');
  });

  it('reads back what it writes', () => {
    const choices = { vendor: 'JDB', type: 'FAV', sort: 'az', query: 'café & co' } as const;
    const url = new URL(hrefWithChoices('https://x.test/rng/', choices));
    expect(choicesFromSearch(url.search)).toEqual(choices);
  });
});
