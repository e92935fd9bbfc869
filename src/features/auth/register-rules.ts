/**
 * The merchant's registration field rules (GET /wps/system/setting/register), which also give the username,
 * password, mobile and e-mail rules of the login and password forms. Cached in session storage,
 * re-checked against the call's schema when read back, and fetched once per page otherwise.
 */
import { registerRulesValue, registerSettingCall } from '../../api/calls/register-rules';
import { api } from '../../api/default-client';
import type { RegisterRules } from './validation';

export const RULES_KEY = 'registerRules';

function cached(): RegisterRules | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(RULES_KEY);
    if (!raw) return null;
    const parsed = registerRulesValue.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let loading: Promise<RegisterRules> | undefined;

/** Rejects with an ApiError when the platform cannot be reached; a later call tries again. */
export function loadRegisterRules(): Promise<RegisterRules> {
  const stored = cached();
  if (stored) return Promise.resolve(stored);
  loading ??= api.call(registerSettingCall).then(
    (rules) => {
      try {
        globalThis.sessionStorage?.setItem(RULES_KEY, JSON.stringify(rules));
      } catch {
        // kept for this page only
      }
      return rules;
    },
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
