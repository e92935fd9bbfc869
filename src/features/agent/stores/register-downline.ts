/**
 * Opening an account under the signed-in agent (registerCenter): a member or a sub-agent. The form is checked
 * here for what needs no platform (empty fields, the two passwords), then the platform applies the merchant's
 * registration rules; a refusal names the field it concerns so the form can mark it, and nothing typed is lost.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import { registerDownlineCall } from '../../../api/calls/agents/team';
import type { ValueOf } from '../../../api/calls/define-call';
import { api } from '../../../api/default-client';

export interface DownlineForm {
  kind: 'member' | 'agent';
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  email: string;
}

export const EMPTY_DOWNLINE_FORM: DownlineForm = {
  kind: 'member',
  username: '',
  nickname: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  email: '',
};

export interface OpenAccountState {
  busy: boolean;
  /** i18next key of the problem, and the field it concerns when the platform or the check names one. */
  errorKey: string | null;
  field: keyof DownlineForm | null;
  opened: ValueOf<typeof registerDownlineCall> | null;
}

export const $openAccount = atom<OpenAccountState>({ busy: false, errorKey: null, field: null, opened: null });

/** The first problem the form shows before asking the platform, or null. */
export function checkDownlineForm(form: DownlineForm): { errorKey: string; field: keyof DownlineForm } | null {
  for (const field of ['username', 'password', 'confirmPassword'] as const) {
    if (!form[field].trim()) return { errorKey: 'errors.input_empty', field };
  }
  if (form.password !== form.confirmPassword)
    return { errorKey: 'errors.inconsistent_twice', field: 'confirmPassword' };
  return null;
}

const FIELDS = new Set<string>(['username', 'nickname', 'password', 'confirmPassword', 'mobileNum', 'email']);

function fieldOf(error: unknown): keyof DownlineForm | null {
  if (!isApiError(error)) return null;
  const value = error.value as { field?: unknown } | undefined;
  if (typeof value?.field === 'string' && FIELDS.has(value.field)) return value.field as keyof DownlineForm;
  if (error.code === 'account_in_use') return 'username';
  if (error.code === 'inconsistent_twice') return 'confirmPassword';
  if (error.code === 'error_phone_number_limit') return 'mobileNum';
  return null;
}

export async function openDownlineAccount(form: DownlineForm): Promise<boolean> {
  if ($openAccount.get().busy) return false;
  const problem = checkDownlineForm(form);
  if (problem) {
    $openAccount.set({ busy: false, ...problem, opened: null });
    return false;
  }
  $openAccount.set({ busy: true, errorKey: null, field: null, opened: null });
  try {
    const opened = await api.call(registerDownlineCall, {
      body: {
        kind: form.kind,
        username: form.username.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        ...(form.nickname.trim() ? { nickname: form.nickname.trim() } : {}),
        ...(form.mobileNum.trim() ? { mobileNum: form.mobileNum.trim() } : {}),
        ...(form.email.trim() ? { email: form.email.trim() } : {}),
      },
    });
    $openAccount.set({ busy: false, errorKey: null, field: null, opened });
    return true;
  } catch (error) {
    $openAccount.set({ busy: false, errorKey: errorMessageKey(error), field: fieldOf(error), opened: null });
    return false;
  }
}
