import { tenant } from 'virtual:tenant';
import { describe, expect, it } from 'vitest';
import { homePath, isHomeScreen, routeDialog } from '../../../src/features/auth/route-dialog';

const other = tenant.languages.find((lang) => lang !== tenant.defaultLanguage) as string;

describe('route dialogs', () => {
  it('opens login on /login, in any language and with or without the trailing slash', () => {
    for (const path of ['/login', '/login/', '/login/index.html', `/${other}/login/`]) {
      expect(routeDialog(path, '')).toEqual({ name: 'login', options: {} });
    }
  });

  it('opens register with the referral code of the link', () => {
    expect(routeDialog('/register/', '?referralCode=BDAGENT1')).toEqual({
      name: 'register',
      options: { referralCode: 'BDAGENT1' },
    });
    expect(routeDialog(`/${other}/register`, '?referralCode=%20')).toEqual({ name: 'register', options: {} });
  });

  it('opens the new-password step from the reset mail link', () => {
    expect(routeDialog('/login', '?resetCode=abc&username=bdplayer1')).toEqual({
      name: 'forgotPassword',
      options: { resetCode: 'abc', username: 'bdplayer1' },
    });
  });

  it('opens nothing for a sign-in token or another page', () => {
    expect(routeDialog('/login/', '?token=t')).toBeNull();
    expect(routeDialog('/', '')).toBeNull();
    expect(routeDialog('/promotions/', '')).toBeNull();
    expect(routeDialog('/loginx/', '')).toBeNull();
  });

  it('knows home and the home-screen routes per language', () => {
    expect(homePath('/register/')).toBe('/');
    expect(homePath(`/${other}/login/`)).toBe(`/${other}/`);
    for (const path of ['/', '/home/', '/index.html', '/login/', `/${other}/register/`, `/${other}/`]) {
      expect(isHomeScreen(path), path).toBe(true);
    }
    expect(isHomeScreen('/promotions/')).toBe(false);
  });
});
