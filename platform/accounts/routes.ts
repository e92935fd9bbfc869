/** Accounts area: sessions, registration, passwords, the member's own data and feedback. */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { PhoneVerificationProvider } from '../phone-verification';
import { registerAuthenticatorRoutes } from './authenticator-routes';
import { registerFeedbackRoutes } from './feedback-routes';
import { registerLoginRoutes } from './login-routes';
import { registerMemberRoutes } from './member-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './register-routes';
import { registerSignInLinkRoutes } from './sign-in-link-routes';

/** `phoneVerification`: the provider registration checks firebase-style id tokens with (phone-verification/). */
export function registerAccountRoutes(
  router: Router,
  deps: PlatformDeps,
  phoneVerification: PhoneVerificationProvider,
): void {
  registerLoginRoutes(router, deps);
  registerSignInLinkRoutes(router, deps);
  registerRegistrationRoutes(router, deps, phoneVerification);
  registerPasswordRoutes(router, deps);
  registerMemberRoutes(router, deps);
  registerFeedbackRoutes(router, deps);
  registerAuthenticatorRoutes(router, deps);
}
