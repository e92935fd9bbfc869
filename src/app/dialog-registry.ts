/**
 * The app's dialogs by name, each loaded only when first opened so a visitor's first page stays light.
 * A dialog component receives its options and reads/closes itself through the $dialog store.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogName } from '../stores/dialogs';

export interface AppDialogProps {
  options: Record<string, unknown>;
}

type LazyDialog = LazyExoticComponent<ComponentType<AppDialogProps>>;

export const DIALOGS: Partial<Record<DialogName, LazyDialog>> = {};
