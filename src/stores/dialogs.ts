/**
 * Which app dialog is open. Any island (or a plain button, through shell-client.ts) opens one by name; the dialog host
 * island (src/features/app/components/DialogHost.tsx) renders it. One at a time, as the product's flows chain dialogs
 * (login → change password) rather than stack them.
 */
import { atom } from 'nanostores';
import type { z } from 'zod/mini';
import type { ERROR_VALUES } from '../api/calls/errors';
import type { GameType } from '../api/calls/games/game';

/** A dialog opened with nothing. */
type NoOptions = Record<string, never>;

/**
 * What each dialog is opened with. openDialog() takes exactly this (options a dialog needs cannot be left out),
 * and the dialog receives it typed: no dialog reads an untyped bag.
 */
export interface DialogOptions {
  /** `message`: the translation key saying why signing in is asked for (an action that needs a member). */
  login: { message?: string };
  /** `referralCode`: the inviter's code from a /register?referralCode= link, filled in and kept. */
  register: { referralCode?: string };
  /** From a reset mail's link (/login?resetCode=&username=): straight to the new-password step. */
  forgotPassword: { resetCode?: string; username?: string };
  /**
   * `forced`: the platform demands a new password (no cancel); `oldPassword`: the one just typed to sign in, so it
   * is not asked again; `returnTo`: the same-site path to go on to afterwards.
   */
  changePassword: { forced?: boolean; oldPassword?: string; returnTo?: string };
  logout: NoOptions;
  feedback: NoOptions;
  announcements: NoOptions;
  /** `index`: the notice to open at (0-based over all notices, newest first). */
  notices: { index?: number };
  popups: NoOptions;
  /** A vendor tile's games: the vendor's code ("vassalage"), the lobby's game type and the vendor's name. */
  gamePopup: { vassalage: string; gameType: GameType; name: string };
  /** The platform's refusal of a launch while the vendor is under maintenance, with the games it suggests. */
  gameMaintenance: z.infer<(typeof ERROR_VALUES)['game_maintenance']>;
  /** A refusal by one of the player's own limits (which, and when it resets), or the session limit's end. */
  limitReached: z.infer<(typeof ERROR_VALUES)['limit_reached']>;
  contracts: NoOptions;
  /** A live table's chat: the game's node id and name. */
  liveChat: { nodeId: number; name: string };
  /** A game that seats players in rooms: its node id and name. */
  roomPicker: { nodeId: number; name: string };
  redEnvelope: NoOptions;
}

export type DialogName = keyof DialogOptions;

/** The open dialog: a name with its own options. */
export type OpenDialog = { [N in DialogName]: { name: N; options: DialogOptions[N] } }[DialogName];

/** Dialogs that need no options: what a plain button of the shell may open by name (data-app-dialog). */
export type PlainDialogName = {
  [N in DialogName]: Record<never, never> extends DialogOptions[N] ? N : never;
}[DialogName];

/** What the dialog named `N` receives from the dialog host. */
export interface AppDialogProps<N extends DialogName> {
  options: DialogOptions[N];
}

export const $dialog = atom<OpenDialog | null>(null);

/** The options argument of openDialog: optional when every option of the dialog is. */
type OptionsArgument<N extends DialogName> =
  Record<never, never> extends DialogOptions[N] ? [options?: DialogOptions[N]] : [options: DialogOptions[N]];

export function openDialog<N extends DialogName>(name: N, ...[options]: OptionsArgument<N>): void {
  // The mapped type pairs each name with its options; TypeScript cannot follow that through a generic name.
  showDialog({ name, options: options ?? {} } as OpenDialog);
}

/** Opens a dialog already paired with its options (a route's dialog, worked out from the address). */
export function showDialog(dialog: OpenDialog): void {
  $dialog.set(dialog);
  // Wakes the app island if it has not hydrated yet (src/app/demand-directive.ts).
  globalThis.dispatchEvent?.(new Event('portal:demand'));
}

export function closeDialog(): void {
  $dialog.set(null);
}
