/**
 * The security centre's nickname and messaging ids (src/api/calls/security-centre/contacts.ts): the fields the merchant
 * shows, as the platform lists them with their rules; the form's checks (the same rules and checker the platform
 * applies, and the same message, reg_pattern_<patternId>); saving. A saved nickname is the signed-in member's at once
 * (the header and the account details read $member).
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import { checkFieldRule } from '../../../api/calls/field-patterns';
import {
  type ContactField,
  type ContactFieldId,
  type Contacts,
  contactsCall,
  type UpdateContactsBody,
  updateContactsCall,
} from '../../../api/calls/security-centre/contacts';
import { api } from '../../../api/default-client';
import { $member } from '../../../stores/session';

export const $contacts = atom<Contacts | null>(null);
export const $contactsLoadErrorKey = atom<string | null>(null);

export type ContactsForm = Partial<Record<ContactFieldId, string>>;

/** A message for the form: the field it is about (null: the whole form), its i18next key and values. */
export interface ContactsProblem {
  field: ContactFieldId | null;
  key: string;
  values?: Record<string, number>;
}

export interface ContactsStatus {
  busy: boolean;
  problem: ContactsProblem | null;
  saved: boolean;
}

const READY: ContactsStatus = { busy: false, problem: null, saved: false };
export const $contactsStatus = atom<ContactsStatus>(READY);

export const contactsFormFrom = (contacts: Contacts): ContactsForm =>
  Object.fromEntries(contacts.fields.map((field) => [field.id, field.value ?? '']));

const required = (field: ContactField): ContactsProblem => ({ field: field.id, key: 'errors.input_empty' });

/** The spec's message of a broken field rule, as the registration form shows it. */
const invalid = (field: Pick<ContactField, 'id' | 'rule'>): ContactsProblem => ({
  field: field.id,
  key: `auth.reg_pattern_${field.rule.patternId}`,
  values: { min: field.rule.minLength, max: field.rule.maxLength },
});

/** The first thing wrong with the form, in the order the fields show, or null. */
export function checkContactsForm(fields: ContactField[], form: ContactsForm): ContactsProblem | null {
  for (const field of fields) {
    const value = (form[field.id] ?? '').trim();
    if (value === '') {
      if (field.required) return required(field);
      continue;
    }
    if (checkFieldRule(field.rule, value) !== 'ok') return invalid(field);
  }
  return null;
}

/** The body of the save: every field shown, trimmed ('' clears an optional one). */
export function contactsBody(fields: ContactField[], form: ContactsForm): UpdateContactsBody {
  return Object.fromEntries(fields.map((field) => [field.id, (form[field.id] ?? '').trim()]));
}

/** The platform's refusal as a form message: next to the field it names, with that field's rule. */
export function contactsProblemFrom(fields: ContactField[], error: unknown): ContactsProblem {
  if (!isApiError(error)) return { field: null, key: errorMessageKey(error) };
  const named = error.detail('invalid_format')?.field ?? error.detail('input_empty')?.field;
  const field = fields.find((candidate) => candidate.id === named);
  if (field && error.code === 'input_empty') return required(field);
  // The platform checked the rule it listed the field with: its message is that rule's.
  if (field && error.code === 'invalid_format') return invalid(field);
  return { field: null, key: error.messageKey };
}

export async function loadContacts(): Promise<void> {
  $contactsLoadErrorKey.set(null);
  try {
    $contacts.set(await api.call(contactsCall));
  } catch (error) {
    $contactsLoadErrorKey.set(errorMessageKey(error));
  }
}

/** Saves what was typed; a refused form keeps it (the component holds the form, the store only the outcome). */
export async function saveContacts(form: ContactsForm): Promise<boolean> {
  const contacts = $contacts.get();
  if (!contacts || $contactsStatus.get().busy) return false;
  const problem = checkContactsForm(contacts.fields, form);
  if (problem) {
    $contactsStatus.set({ ...READY, problem });
    return false;
  }
  $contactsStatus.set({ ...READY, busy: true });
  try {
    const saved = await api.call(updateContactsCall, { body: contactsBody(contacts.fields, form) });
    $contacts.set(saved);
    const nickname = saved.fields.find((field) => field.id === 'nickname')?.value;
    const member = $member.get();
    if (member && nickname) $member.set({ ...member, nickname });
    $contactsStatus.set({ ...READY, saved: true });
    return true;
  } catch (error) {
    $contactsStatus.set({ ...READY, problem: contactsProblemFrom(contacts.fields, error) });
    return false;
  }
}
