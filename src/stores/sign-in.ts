/**
 * The sign-in flow of both portals (the player's login dialog and the agent login page): the bot check, the login call,
 * the captcha once the platform asks for it, the second-factor step for a new device, remember-me, a passkey sign-in
 * (one tap, no second factor: the passkey is that factor), and the hand-over to
 * the session store, which opens the forced password change when the password is weak or expired. The player's login
 * dialog and the agent portal's form keep what is typed and render `$signIn`; what an answer means is decided here.
 */
import { tenant } from 'virtual:tenant';
import { map } from 'nanostores';
import { isApiError } from '../api/api-error';
import { prefetchBotCheck, takeBotCheck } from '../api/bot-check';
import { passkeySignInCall, passkeySignInOptionsCall } from '../api/calls/passkeys';
import {
  freeplayLoginCall,
  type LoginValue,
  loginCall,
  loginVerificationCall,
  type SecondFactor,
  type SecondFactorChallenge,
  secondFactorChallenge,
} from '../api/calls/session';
import { api } from '../api/default-client';
import { $dialog, openDialog } from './dialogs';
import { assertPasskey } from './passkey-ceremony';
import { forgetUsername, localStore, rememberUsername } from './remember-me';
import { completeSignIn, type SignInMethod } from './session';

export type SignInPortal = 'player' | 'agent';

export interface SignInState {
  /** A call is on its way: the form's buttons wait. */
  busy: boolean;
  /** The platform asked for the captcha; it stays for the rest of the attempts. */
  captchaShown: boolean;
  /** Changes whenever the captcha image must be drawn again (an answer is spent by the attempt that read it). */
  captchaVersion: number;
  /** The captcha answer typed so far (cleared with each new image). */
  captcha: string;
  /** The last refusal, as thrown (an ApiError, usually), for the form to explain; null after a new attempt. */
  failure: unknown;
  /** Set while the second factor is awaited: where the platform sent the code. */
  challenge: SecondFactorChallenge | null;
}

export type Credentials =
  | {
      type: 'username';
      username: string;
      password: string;
      /** Remember-me: true keeps the username for a day, false forgets it, absent (agent portal) leaves it. */
      remember?: boolean;
    }
  | { type: 'sms'; mobileNum: string; verificationCode: string };

export interface SignInOptions {
  portal: SignInPortal;
  /** Only to take money out during the member's time-out or self-exclusion (see loginCall's withdrawalOnly). */
  withdrawalOnly?: boolean;
  /** Where a forced password change returns to once done (default: home in the page's language). */
  afterPasswordChange?: string;
}

/**
 * signed-in: the session is open; changePassword: the session is open but the forced change-password dialog
 * must be answered first; secondFactor: `$signIn.challenge` awaits the code; refused: `$signIn.failure` says
 * why; busy: another call was on its way, nothing was sent.
 */
export type SignInOutcome = 'signed-in' | 'changePassword' | 'secondFactor' | 'refused' | 'busy';

const initial = (): SignInState => ({
  busy: false,
  captchaShown: false,
  captchaVersion: 0,
  captcha: '',
  failure: null,
  challenge: null,
});

export const $signIn = map<SignInState>(initial());

/** What the second factor and a forced password change still need from the attempt that started them. */
let attempt: { password?: string; options: SignInOptions } | null = null;

/** Whether the session just opened was asked only to take money out (during a break: see SignInOptions). */
export const signedInToWithdraw = (): boolean => attempt?.options.withdrawalOnly === true;

/** A form opens: a fresh flow, and the bot check solved while the person types. */
export function startSignIn(): void {
  $signIn.set(initial());
  attempt = null;
  prefetchBotCheck();
}

export function setCaptchaAnswer(answer: string): void {
  $signIn.setKey('captcha', answer);
}

/** Whether the platform wants the captcha on the next attempt (login refusals carry it). */
export function captchaRequested(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'captcha_required' || error.code === 'captcha_incorrect') return true;
  return (error.value as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;
}

/**
 * Hands a successful login (or registration, free play, phone reset) to the session store. When the session
 * opened the forced change-password dialog, it learns the password just typed (so it is not asked again,
 * kept in memory only) and where to go afterwards.
 */
export async function enterSession(
  value: LoginValue,
  method: SignInMethod,
  handOver: { password?: string; afterPasswordChange?: string } = {},
): Promise<'signed-in' | 'changePassword'> {
  try {
    await completeSignIn(value, method);
  } catch {
    // The token is stored; the next page loads the member if this load failed.
  }
  const open = $dialog.get();
  if (open?.name !== 'changePassword') return 'signed-in';
  const { password, afterPasswordChange } = handOver;
  openDialog('changePassword', {
    ...open.options,
    ...(password ? { oldPassword: password } : {}),
    ...(afterPasswordChange ? { returnTo: afterPasswordChange } : {}),
  });
  return 'changePassword';
}

function refuse(failure: unknown): 'refused' {
  const { captchaShown, captchaVersion } = $signIn.get();
  const captcha = captchaShown || captchaRequested(failure);
  $signIn.set({
    ...$signIn.get(),
    busy: false,
    failure,
    captchaShown: captcha,
    // the answer (if one was sent) is spent: a new image for the next try
    ...(captcha ? { captchaVersion: captchaVersion + 1, captcha: '' } : {}),
  });
  prefetchBotCheck();
  return 'refused';
}

async function finish(value: LoginValue, method: SignInMethod): Promise<SignInOutcome> {
  const outcome = await enterSession(value, method, {
    password: attempt?.password,
    afterPasswordChange: attempt?.options.afterPasswordChange,
  });
  $signIn.setKey('busy', false);
  return outcome;
}

/** Signs in by username and password or by SMS code. */
export async function signIn(credentials: Credentials, options: SignInOptions): Promise<SignInOutcome> {
  const state = $signIn.get();
  if (state.busy) return 'busy';
  $signIn.set({ ...state, busy: true, failure: null });
  const password = credentials.type === 'username' ? credentials.password : undefined;
  attempt = { password, options };
  try {
    const botCheck = await takeBotCheck();
    const body =
      credentials.type === 'username'
        ? {
            type: 'username' as const,
            username: credentials.username.trim(),
            password: credentials.password,
            ...(state.captchaShown ? { captcha: state.captcha.trim() } : {}),
            portal: options.portal,
            botCheck,
            ...(options.withdrawalOnly ? { withdrawalOnly: true } : {}),
          }
        : {
            type: 'sms' as const,
            mobileNum: credentials.mobileNum.trim(),
            countryDialingCode: tenant.countryDialingCode,
            verificationCode: credentials.verificationCode.trim(),
            portal: options.portal,
            botCheck,
            ...(options.withdrawalOnly ? { withdrawalOnly: true } : {}),
          };
    const value = await api.call(loginCall, { body });
    if (credentials.type === 'username') remember(credentials);
    return await finish(value, credentials.type === 'username' ? 'username' : 'sms');
  } catch (error) {
    const challenge =
      isApiError(error) && error.code === 'verification_required' ? secondFactorChallenge.safeParse(error.value) : null;
    if (!challenge?.success) return refuse(error);
    if (credentials.type === 'username' && credentials.remember) remember(credentials);
    $signIn.set({ ...$signIn.get(), busy: false, challenge: challenge.data });
    return 'secondFactor';
  }
}

function remember({ username, remember }: Extract<Credentials, { type: 'username' }>): void {
  if (remember === true) rememberUsername(localStore(), username.trim());
  else if (remember === false) forgetUsername(localStore());
}

/**
 * How the player answers the verification step: the code sent by SMS or e-mail, the authenticator app's code (or a
 * recovery code), or the holder name of the bound payout account (the challenge's `factors` say which are offered).
 */
export type SecondFactorAnswer =
  | { factor: 'code' | 'totp'; verificationCode: string }
  | { factor: 'bankName'; accountName: string };

/** The answer the factor `factor` of a challenge takes its code as: SMS and e-mail are the code sent. */
export const answerFactor = (factor: SecondFactor): SecondFactorAnswer['factor'] =>
  factor === 'sms' || factor === 'email' ? 'code' : factor;

/** Completes the sign-in the challenge belongs to with one of its factors. */
export async function verifySecondFactor(answer: SecondFactorAnswer): Promise<SignInOutcome> {
  const state = $signIn.get();
  if (state.busy) return 'busy';
  if (!state.challenge) return 'refused';
  $signIn.set({ ...state, busy: true, failure: null });
  try {
    const value = await api.call(loginVerificationCall, {
      body: {
        verificationToken: state.challenge.verificationToken,
        ...(answer.factor === 'bankName'
          ? { factor: 'bankName' as const, accountName: answer.accountName.trim() }
          : { factor: answer.factor, verificationCode: answer.verificationCode.trim() }),
        ...(attempt?.options.withdrawalOnly ? { withdrawalOnly: true } : {}),
      },
    });
    return await finish(value, 'username');
  } catch (error) {
    $signIn.set({ ...$signIn.get(), busy: false, failure: error });
    return 'refused';
  }
}

/** Back from the second factor to the sign-in form; the next attempt needs a new bot check. */
export function leaveSecondFactor(): void {
  $signIn.set({ ...$signIn.get(), challenge: null, failure: null });
  prefetchBotCheck();
}

/** One-click free play (FREEPLAY3): a trial session. */
export async function startFreePlay(): Promise<SignInOutcome> {
  const state = $signIn.get();
  if (state.busy) return 'busy';
  $signIn.set({ ...state, busy: true, failure: null });
  attempt = null;
  try {
    return await finish(await api.call(freeplayLoginCall, { body: { platform: 'W' } }), 'freeplay');
  } catch (error) {
    return refuse(error);
  }
}

/**
 * Signs in with a passkey of this site: the browser offers the ones it holds (no username is typed). A refusal of the
 * browser's prompt is a PasskeyCeremonyError in `failure`, the platform's an ApiError, as for any sign-in.
 */
export async function signInWithPasskey(options: SignInOptions): Promise<SignInOutcome> {
  const state = $signIn.get();
  if (state.busy) return 'busy';
  $signIn.set({ ...state, busy: true, failure: null });
  attempt = { options };
  try {
    const { options: challenge } = await api.call(passkeySignInOptionsCall, { body: {} });
    const response = await assertPasskey(challenge);
    const value = await api.call(passkeySignInCall, { body: { response, portal: options.portal } });
    return await finish(value, 'passkey');
  } catch (error) {
    return refuse(error);
  }
}
