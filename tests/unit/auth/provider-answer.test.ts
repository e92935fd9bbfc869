// @vitest-environment jsdom
// The login dialog finishes a provider sign-in only on a provider's answer in the browser that started it: a code or
// an error with the state, or Telegram's signed data with the state (in the fragment, or as query fields).
import { afterEach, describe, expect, it } from 'vitest';
import { providerAnswerPending } from '../../../src/stores/provider-sign-in';

const at = (address: string) => history.replaceState(null, '', address);

describe('providerAnswerPending', () => {
  afterEach(() => {
    sessionStorage.clear();
    at('/');
  });

  it('sees an OAuth answer and a Telegram answer, in the browser that started them', () => {
    sessionStorage.setItem('providerBrowserKey', 'k'.repeat(43));
    at('/login/?code=abc&state=s1');
    expect(providerAnswerPending()).toBe(true);
    at('/login/?state=s1&error=access_denied');
    expect(providerAnswerPending()).toBe(true);
    at('/ur/login/?state=s1#tgAuthResult=eyJpZCI6MX0');
    expect(providerAnswerPending()).toBe(true);
    at('/login/?state=s1&id=1&auth_date=2&hash=ab');
    expect(providerAnswerPending()).toBe(true);
  });

  it('ignores an address without state or answer, and any answer in another browser', () => {
    sessionStorage.setItem('providerBrowserKey', 'k'.repeat(43));
    at('/login/?state=s1');
    expect(providerAnswerPending()).toBe(false);
    at('/login/#tgAuthResult=eyJpZCI6MX0');
    expect(providerAnswerPending()).toBe(false);
    sessionStorage.clear();
    at('/login/?state=s1#tgAuthResult=eyJpZCI6MX0');
    expect(providerAnswerPending()).toBe(false);
  });
});
