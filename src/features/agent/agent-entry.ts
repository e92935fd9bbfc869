/**
 * After the agent portal's login or second factor: the session store takes the token and member; the agent
 * goes on to /agentHome, unless the session opened the forced change-password dialog (weak or expired
 * password), which must be answered first.
 */
import type { LoginValue } from '../../api/contract/session';
import type { LanguageCode } from '../../i18n/languages';
import { localePath } from '../../i18n/paths';
import { $dialog } from '../../stores/dialogs';
import { completeSignIn } from '../../stores/session';

export async function enterAgentCentre(value: LoginValue, lang: LanguageCode): Promise<'entered' | 'changePassword'> {
  await completeSignIn(value, 'username').catch(() => null); // the token is stored; /agentHome loads the member
  if ($dialog.get()?.name === 'changePassword') return 'changePassword';
  location.assign(localePath(lang, '/agentHome/'));
  return 'entered';
}
