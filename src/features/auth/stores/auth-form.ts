/**
 * What the login, register and forgot-password dialogs share: which tab the person chose (username or SMS,
 * username or mobile, phone or e-mail), the messages next to fields and the one message for the whole
 * form. Choosing another tab starts it clean; a refusal lands on the field it names, when the form shows
 * that field, else on the form. One store per open dialog (`createAuthForm()` when it mounts).
 */
import { map } from 'nanostores';
import type { Failure } from '../api-failure';
import type { FieldErrors } from '../validation';

export interface AuthFormState<Mode extends string> {
  /** The tab the person chose; null until they choose (the dialog's preferred tab shows). */
  chosen: Mode | null;
  errors: FieldErrors;
  /** i18next key of the message for the whole form. */
  formError: string | null;
  /** The values that message names (a break's end date). */
  formErrorValues?: Record<string, string | number>;
}

/** The tab to show: the chosen one while it is offered (flags can change under an open dialog), else the preferred. */
export function shownMode<Mode extends string>(
  chosen: Mode | null,
  offered: readonly Mode[],
  preferred: Mode | undefined = offered[0],
): Mode {
  return chosen !== null && offered.includes(chosen) ? chosen : (preferred as Mode);
}

export function createAuthForm<Mode extends string>() {
  const $form = map<AuthFormState<Mode>>({ chosen: null, errors: {}, formError: null });
  return {
    $form,
    /** Another tab: nothing said about the previous one stays. */
    chooseMode(mode: Mode): void {
      $form.set({ chosen: mode, errors: {}, formError: null });
    },
    /** The form's own check before sending (or {} to clear): the form message goes. */
    showErrors(errors: FieldErrors): void {
      $form.set({ ...$form.get(), errors, formError: null });
    },
    /** A refusal from the platform; `shows(field)` says whether the form has that field to put it on. */
    showFailure(failure: Failure, shows: (field: string) => boolean = () => true): void {
      const { field, message } = failure;
      if (field && shows(field)) $form.set({ ...$form.get(), errors: { [field]: message }, formError: null });
      else $form.set({ ...$form.get(), errors: {}, formError: message.key, formErrorValues: message.values });
    },
    /** A message for the whole form (an i18next key), keeping the field messages. */
    showFormError(key: string | null): void {
      $form.set({ ...$form.get(), formError: key, formErrorValues: undefined });
    },
  };
}

export type AuthForm<Mode extends string> = ReturnType<typeof createAuthForm<Mode>>;
