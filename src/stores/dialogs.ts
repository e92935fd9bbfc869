/**
 * Which app dialog is open. Any island (or a plain button, through shell-client.ts) opens one by name;
 * the dialog host island (src/features/app/components/DialogHost.tsx) renders it. One at a time, as the
 * spec's flows chain dialogs (login → change password) rather than stack them.
 */
import { atom } from 'nanostores';

export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'logout'
  | 'feedback'
  | 'announcements'
  | 'notices'
  | 'popups'
  | 'gamePopup'
  | 'gameMaintenance'
  | 'contracts'
  | 'liveChat'
  | 'roomPicker'
  | 'redEnvelope';

export interface OpenDialog {
  name: DialogName;
  /** Dialog-specific options, e.g. { forced: true } for a forced password change, { index } for notices. */
  options?: Record<string, unknown>;
}

/** What every app dialog component receives from the dialog host. */
export interface AppDialogProps {
  options: Record<string, unknown>;
}

export const $dialog = atom<OpenDialog | null>(null);

export function openDialog(name: DialogName, options?: Record<string, unknown>): void {
  $dialog.set(options ? { name, options } : { name });
  // Wakes the app island if it has not hydrated yet (src/app/demand-directive.ts).
  globalThis.dispatchEvent?.(new Event('portal:demand'));
}

export function closeDialog(): void {
  $dialog.set(null);
}
