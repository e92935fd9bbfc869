/** Translates a validation message (key + values) for display, or null when there is none. */
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldMessage } from '../validation';

export function say(t: TFunction, message: FieldMessage | null | undefined): string | null {
  if (!message) return null;
  const rule = message.rule ? { rule: say(t, message.rule) ?? '' } : {};
  return t(message.key, { ...(message.values ?? {}), ...rule });
}

/** `errorFor('username')` → the translated message for that field, for the form's inputs. */
export function fieldErrors(t: TFunction, errors: FieldErrors): (field: string) => string | null {
  return (field) => say(t, errors[field]);
}
