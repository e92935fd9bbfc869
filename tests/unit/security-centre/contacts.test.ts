// @vitest-environment jsdom
/**
 * The security centre's nickname and messaging ids (features/member/stores/contacts.ts): checks in the order the
 * fields show with the registration form's messages, what is sent, the platform's refusals as field messages, a
 * saved nickname becoming the signed-in member's; and when a live contracts event opens the overlay
 * (stores/live-contracts.ts asksMore).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { ConsolidatedInfo } from '../../../src/api/calls/member';
import type { ContactField, Contacts } from '../../../src/api/calls/security-centre/contacts';
import { api } from '../../../src/api/default-client';
import {
  $contacts,
  $contactsStatus,
  checkContactsForm,
  contactsBody,
  contactsProblemFrom,
  saveContacts,
} from '../../../src/features/member/stores/contacts';
import { asksMore } from '../../../src/stores/live-contracts';
import { $member, type MemberInfo } from '../../../src/stores/session';

const FIELDS: ContactField[] = [
  {
    id: 'nickname',
    required: true,
    value: 'rahim1',
    rule: { patternId: 1, minLength: 2, maxLength: 20, acceptedPattern: '*' },
  },
  {
    id: 'whatsapp',
    required: false,
    value: null,
    rule: { patternId: 7, minLength: 6, maxLength: 15, acceptedPattern: '^[0-9]+$' },
  },
  {
    id: 'telegram',
    required: false,
    value: null,
    rule: { patternId: 10, minLength: 5, maxLength: 33, acceptedPattern: '^\\S+$' },
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  $contacts.set(null);
  $contactsStatus.set({ busy: false, problem: null, saved: false });
  $member.set(null);
});

describe('contacts form', () => {
  it('checks in the order the fields show, with the reg_pattern message of the broken rule', () => {
    expect(checkContactsForm(FIELDS, { nickname: ' ', whatsapp: 'abc' })).toEqual({
      field: 'nickname',
      key: 'errors.input_empty',
    });
    expect(checkContactsForm(FIELDS, { nickname: 'Rahim', whatsapp: '+880 17', telegram: 'a b' })).toEqual({
      field: 'whatsapp',
      key: 'auth.reg_pattern_7',
      values: { min: 6, max: 15 },
    });
    expect(checkContactsForm(FIELDS, { nickname: 'রহিম', whatsapp: '', telegram: '@rahim_bd' })).toBeNull();
  });

  it('sends every field trimmed, an emptied optional one as empty', () => {
    expect(contactsBody(FIELDS, { nickname: ' Rahim ', whatsapp: '' })).toEqual({
      nickname: 'Rahim',
      whatsapp: '',
      telegram: '',
    });
  });

  it("puts the platform's refusal next to the field it names", () => {
    const refusal = (code: 'invalid_format' | 'input_empty' | 'feature_disabled', value?: unknown) =>
      new ApiError({ code, reason: 'platform', status: 400, call: 'PUT /wps/member/contacts', value });
    expect(
      contactsProblemFrom(
        FIELDS,
        refusal('invalid_format', { field: 'telegram', patternId: 10, minLength: 5, maxLength: 33 }),
      ),
    ).toEqual({ field: 'telegram', key: 'auth.reg_pattern_10', values: { min: 5, max: 33 } });
    expect(contactsProblemFrom(FIELDS, refusal('input_empty', { field: 'nickname' }))).toEqual({
      field: 'nickname',
      key: 'errors.input_empty',
    });
    expect(contactsProblemFrom(FIELDS, refusal('feature_disabled'))).toEqual({
      field: null,
      key: 'errors.feature_disabled',
    });
  });

  it('does not send a form its checks refuse, and a saved nickname becomes the member’s', async () => {
    $contacts.set({ fields: FIELDS, zaloReward: null });
    $member.set({ id: 1, account: 'rahim1', nickname: 'rahim1' } as MemberInfo);
    const call = vi.spyOn(api, 'call');
    expect(await saveContacts({ nickname: 'Rahim', whatsapp: 'abc' })).toBe(false);
    expect(call).not.toHaveBeenCalled();
    const saved: Contacts = {
      fields: FIELDS.map((field) => (field.id === 'nickname' ? { ...field, value: 'Rahim' } : field)),
      zaloReward: null,
    };
    call.mockResolvedValue(saved);
    expect(await saveContacts({ nickname: 'Rahim' })).toBe(true);
    expect($member.get()?.nickname).toBe('Rahim');
    expect($contactsStatus.get()).toEqual({ busy: false, problem: null, saved: true });
  });
});

describe('live contracts', () => {
  const info = (daily: 0 | 1 | 2, hourly: 0 | 1 | 2 = 0): ConsolidatedInfo => ({
    dailysalreqtype: daily,
    divtypereq: 0,
    contracthoursalreq: hourly,
    realtimesalreqtype: 0,
    enabled: { enableCt: false, salary: false, hourSalary: false, agentRealtimeSalary: false },
  });

  it('opens the overlay for a new offer or termination request, not for one already known or answered', () => {
    expect(asksMore(info(0), info(1))).toBe(true);
    expect(asksMore(info(1), info(2))).toBe(true);
    expect(asksMore(info(1), info(1, 1))).toBe(true);
    expect(asksMore(info(1), info(1))).toBe(false);
    expect(asksMore(info(1), info(0))).toBe(false);
  });
});
