/**
 * The app's dialogs by name, each loaded only when first opened so a visitor's first page stays light.
 * A dialog component receives its options and reads/closes itself through the $dialog store.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppDialogProps, DialogName } from '../stores/dialogs';

/** Each name's dialog, which takes that name's options (a dialog of the wrong options does not compile). */
type DialogTable = { [N in DialogName]?: LazyExoticComponent<ComponentType<AppDialogProps<N>>> };

export const DIALOGS: DialogTable = {
  login: lazy(() => import('../features/auth/components/LoginDialog')),
  register: lazy(() => import('../features/auth/components/RegisterDialog')),
  forgotPassword: lazy(() => import('../features/auth/components/ForgotPasswordDialog')),
  changePassword: lazy(() => import('../features/auth/components/ChangePasswordDialog')),
  logout: lazy(() => import('../features/account/components/LogoutDialog')),
  announcements: lazy(() => import('../features/notices/announcements/AnnouncementsDialog')),
  notices: lazy(() => import('../features/notices/site-notices/NoticesDialog')),
  feedback: lazy(() => import('../features/feedback/FeedbackDialog')),
  gamePopup: lazy(() => import('../features/games/components/GamePopupDialog')),
  gameMaintenance: lazy(() => import('../features/games/components/GameMaintenanceDialog')),
  limitReached: lazy(() => import('../features/responsible-gaming/components/LimitReachedDialog')),
  contracts: lazy(() => import('../features/contracts/components/ContractRequestsDialog')),
  liveChat: lazy(() => import('../features/games/components/LiveChatDialog')),
  roomPicker: lazy(() => import('../features/games/components/RoomPickerDialog')),
  redEnvelope: lazy(() => import('../features/red-envelope/components/RedEnvelopeDialog')),
};
