/**
 * A game's back link is parsed against the site's origin and only a same-origin path passes. Each row is a form a
 * probe or a browser quirk turns into another host (or a script); the accepted rows show the normalised path that
 * is stored and rendered instead of the text as sent.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH, sameOriginPath } from '../../../platform/security/same-origin-path';

const SITE = 'http://bangladesh.localhost:4321';

/** [name, link]: every one must be refused. */
const BYPASSES: [string, string][] = [
  ['backslash after the slash (the probe: browsers read //evil.example)', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash then slash', '\\/evil.example'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/rng'],
  ['three slashes', '///evil.example'],
  ['backslash deeper in the path', '/rng\\..\\\\evil.example'],
  ['tab inside the double slash (the parser drops it)', '/\t/evil.example'],
  ['new line inside the double slash', '/\n/evil.example'],
  ['carriage return inside the double slash', '/\r/evil.example'],
  ['leading space before //', ' //evil.example'],
  ['NUL byte', '/rng\u0000'],
  ['zero-width space inside //', '/\u200b/evil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded backslash, lower case', '/%5cevil.example'],
  ['encoded double slash', '/%2F%2Fevil.example'],
  ['encoded double slash, not a path at all', '%2F%2Fevil.example'],
  ['double-encoded slash', '/%252F%252Fevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['broken percent-escape', '/rng%zz'],
  ['dot segments leaving //host behind', '/..//evil.example'],
  ['single dot segment leaving //host behind', '/.//evil.example'],
  ['javascript: scheme', 'javascript:alert(1)'],
  ['JavaScript: scheme, mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: behind a tab', 'java\tscript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['another host over https', 'https://evil.example/'],
  ['another host over http', 'http://evil.example/'],
  ['a sibling merchant on the same server', 'http://pakistan.localhost:4321/'],
  ['the same host on another port', 'http://bangladesh.localhost:4322/'],
  ['the same host over another scheme', 'https://bangladesh.localhost:4321/'],
  ['user info naming the site before another host', 'http://bangladesh.localhost:4321@evil.example/'],
  ['user info on the site itself', 'http://user:pass@bangladesh.localhost:4321/rng'],
  ['host name that merely starts like the site', 'http://bangladesh.localhost.evil.example:4321/'],
  ['scheme with one slash (relative in disguise)', 'http:/evil.example'],
  ['scheme with backslashes', 'http:\\\\evil.example'],
  ['scheme-less relative path', 'evil.example'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(MAX_LINK_LENGTH)}`],
];

/** [name, link, normalised path]: every one must pass, as this path. */
const ACCEPTED: [string, string, string][] = [
  ['a page of the site', '/rng', '/rng'],
  ['a page in another language, with its trailing slash', '/en/rng/', '/en/rng/'],
  ['a query and a fragment', '/slots/?vendor=PG#top', '/slots/?vendor=PG#top'],
  ['dot segments that stay on the site', '/en/../rng/./', '/rng/'],
  ['an absolute URL of the very same origin', 'http://bangladesh.localhost:4321/live', '/live'],
  ['the same origin with its host in capitals', 'http://BANGLADESH.localhost:4321/live', '/live'],
  ['an at sign inside a path (not user info)', '/@evil.example', '/@evil.example'],
  ['a harmless percent-escape', '/search/%E0%A6%95', '/search/%E0%A6%95'],
];

describe('sameOriginPath: a back link stays on its site', () => {
  it.each(BYPASSES)('refuses %s', (_name, link) => {
    expect(sameOriginPath(link, SITE)).toBeNull();
  });

  it.each(ACCEPTED)('takes %s', (_name, link, path) => {
    expect(sameOriginPath(link, SITE)).toBe(path);
  });

  it('reads the origin from a whole request URL (the platform passes c.req.url)', () => {
    expect(sameOriginPath('http://bangladesh.localhost:4321/rng', `${SITE}/wps/game/launchGame`)).toBe('/rng');
    expect(sameOriginPath('/\\evil.example', `${SITE}/wps/game/launchGame`)).toBeNull();
  });

  it('never hands back something a browser would read as another host', () => {
    for (const [, link] of [...BYPASSES, ...ACCEPTED]) {
      const path = sameOriginPath(link, SITE);
      if (path === null) continue;
      expect(new URL(path, SITE).origin).toBe(SITE);
      expect(path).toMatch(/^\/(?![/\\])/);
    }
  });
});
