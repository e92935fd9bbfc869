import { describe, expect, it } from 'vitest';
import { domainAllowed, invalidDomainPage } from '../../../src/api/domain-check';

const ROUTES = [
  { domain: 'shaplaplay.example', merchantCode: 'SHAPLA_BD', main: true },
  { domain: 'shapla.example', merchantCode: 'SHAPLA_BD', main: false },
  { domain: 'indusplay.example', merchantCode: 'INDUS_PK', main: true },
];

describe('domainAllowed', () => {
  it("passes the merchant's own domains, with or without www and a trailing dot", () => {
    expect(domainAllowed(ROUTES, 'SHAPLA_BD', 'shaplaplay.example')).toBe(true);
    expect(domainAllowed(ROUTES, 'SHAPLA_BD', 'WWW.Shapla.example.')).toBe(true);
  });

  it("fails a lookalike and another merchant's domain", () => {
    expect(domainAllowed(ROUTES, 'SHAPLA_BD', 'shapla-play.example')).toBe(false);
    expect(domainAllowed(ROUTES, 'SHAPLA_BD', 'indusplay.example')).toBe(false);
    expect(domainAllowed(ROUTES, 'SHAPLA_BD', 'evil.shaplaplay.example.attacker.test')).toBe(false);
  });

  it('cannot tell (and so never blocks) from an odd or empty answer', () => {
    expect(domainAllowed(null, 'SHAPLA_BD', 'x.example')).toBeNull();
    expect(domainAllowed({ domain: 'x' }, 'SHAPLA_BD', 'x.example')).toBeNull();
    expect(domainAllowed([], 'SHAPLA_BD', 'x.example')).toBeNull();
    expect(domainAllowed(ROUTES, 'UNKNOWN', 'shaplaplay.example')).toBeNull();
  });

  it('sends the visitor to the page in their language', () => {
    expect(invalidDomainPage('')).toBe('/invalid-domain/');
    expect(invalidDomainPage('/en')).toBe('/en/invalid-domain/');
  });
});
