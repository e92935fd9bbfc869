// @vitest-environment jsdom
/**
 * The security centre's passkeys store (features/member/stores/passkeys.ts): what is checked before any call, where a
 * refusal lands (the password field, or the form), and that nothing is sent to the platform when the browser's
 * prompt was closed. The browser's ceremony is replaced here; the real one runs in tests/e2e/auth-passkeys.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { CallDefinition } from '../../../src/api/calls/define-call';
import { passkeyRegistrationCall, passkeyRegistrationOptionsCall, passkeysCall } from '../../../src/api/calls/passkeys';
import { api } from '../../../src/api/default-client';
import { $passkeyFlow, $passkeys, addPasskey } from '../../../src/features/member/stores/passkeys';
import { PasskeyCeremonyError } from '../../../src/stores/passkey-ceremony';

const ceremony = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('../../../src/stores/passkey-ceremony', async (original) => ({
  ...(await original<typeof import('../../../src/stores/passkey-ceremony')>()),
  createPasskey: ceremony.create,
}));

const OPTIONS = { options: { challenge: 'abc' } };
const SUMMARY = { id: 1, name: 'Phone', createdAt: '2026-12-06T00:00:00.000Z', lastUsedAt: null };

function platformAnswers(answers: Map<CallDefinition, () => unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((async (call: CallDefinition) => {
    const answer = answers.get(call);
    if (!answer) throw new Error(`unexpected call ${call.path}`);
    return answer();
  }) as typeof api.call);
}

afterEach(() => {
  vi.restoreAllMocks();
  ceremony.create.mockReset();
  $passkeyFlow.set({ busy: false, nameError: null, passwordError: null, errorKey: null, doneKey: null });
  $passkeys.set(null);
});

describe('adding a passkey', () => {
  it('asks for a name and the password before any call', async () => {
    const call = vi.spyOn(api, 'call');
    expect(await addPasskey('  ', '')).toBe(false);
    expect($passkeyFlow.get()).toMatchObject({
      nameError: 'security.passkeys.nameRequired',
      passwordError: 'security.passkeys.passwordRequired',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('puts a wrong password on the password field and opens no prompt', async () => {
    platformAnswers(
      new Map([
        [
          passkeyRegistrationOptionsCall,
          () => {
            throw new ApiError({ code: 'in_incorrect_password', reason: 'platform', status: 400, call: 'POST /x' });
          },
        ],
      ]),
    );
    expect(await addPasskey('Phone', 'wrong')).toBe(false);
    expect($passkeyFlow.get().passwordError).toBe('security.passkeys.passwordWrong');
    expect(ceremony.create).not.toHaveBeenCalled();
  });

  it('sends nothing to keep when the prompt was closed, and says so', async () => {
    const call = platformAnswers(new Map([[passkeyRegistrationOptionsCall, () => OPTIONS]]));
    ceremony.create.mockRejectedValue(new PasskeyCeremonyError('cancelled'));
    expect(await addPasskey('Phone', 'Secret123')).toBe(false);
    expect($passkeyFlow.get().errorKey).toBe('security.passkeys.cancelled');
    expect(call.mock.calls.map(([definition]) => definition)).toEqual([passkeyRegistrationOptionsCall]);
  });

  it('keeps the trimmed name, then lists the passkeys again', async () => {
    const sent: unknown[] = [];
    const call = platformAnswers(
      new Map<CallDefinition, () => unknown>([
        [passkeyRegistrationOptionsCall, () => OPTIONS],
        [passkeyRegistrationCall, () => SUMMARY],
        [passkeysCall, () => ({ passkeys: [SUMMARY] })],
      ]),
    );
    call.mockImplementationOnce((async (definition: CallDefinition, options: unknown) => {
      sent.push(options);
      return definition === passkeyRegistrationOptionsCall ? OPTIONS : null;
    }) as typeof api.call);
    ceremony.create.mockResolvedValue({ id: 'cred' });
    expect(await addPasskey('  Phone  ', 'Secret123')).toBe(true);
    expect(sent).toEqual([{ body: { password: 'Secret123' } }]);
    expect(call).toHaveBeenCalledWith(passkeyRegistrationCall, { body: { name: 'Phone', response: { id: 'cred' } } });
    expect($passkeys.get()).toEqual([SUMMARY]);
    expect($passkeyFlow.get().doneKey).toBe('security.passkeys.added');
  });
});
