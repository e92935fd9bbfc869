/** Translates a validation message (key + values) for display, or null when there is none. */
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldMessage } from '../validation';

export function say(t: TFunction, message: FieldMessage | null | undefined): string | null {
  return message ? t(message.key, message.values ?? {}) : null;
}

/** `errorFor('username')` → the translated message for that field, for the form's inputs. */
export function fieldErrors(t: TFunction, errors: FieldErrors): (field: string) => string | null {
  return (field) => say(t, errors[field]);
}
