/**
 * The agent portal's sign-in (spec §2 "agent login page", §6): the same encrypted login call as the player
 * site with portal 'agent', so the platform refuses non-agents with error_not_agent. What a failure means
 * for the form is decided here, so the component only renders.
 */
import { isApiError } from '../../api/api-error';
import { takeBotCheck } from '../../api/bot-check';
import {
  type LoginValue,
  loginCall,
  type SecondFactorChallenge,
  secondFactorChallenge,
} from '../../api/contract/session';
import { api } from '../../api/default-client';

export interface AgentCredentials {
  username: string;
  password: string;
  /** Sent only once the platform has asked for the captcha. */
  captcha?: string;
}

export async function agentLogin({ username, password, captcha }: AgentCredentials): Promise<LoginValue> {
  const botCheck = await takeBotCheck();
  return api.call(loginCall, {
    body: {
      type: 'username',
      username: username.trim(),
      password,
      captcha: captcha?.trim() || undefined,
      portal: 'agent',
      botCheck,
    },
  });
}

export type AgentLoginOutcome =
  | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
  | { kind: 'error'; messageKey: string; captcha: boolean };

/** A refused login: the second-factor step, or a message (and whether the captcha box must show). */
export function describeAgentLoginFailure(error: unknown): AgentLoginOutcome {
  if (!isApiError(error)) return { kind: 'error', messageKey: 'errors.unknown_error', captcha: false };
  if (error.code === 'verification_required') {
    const challenge = secondFactorChallenge.safeParse(error.value);
    if (challenge.success) return { kind: 'secondFactor', challenge: challenge.data };
  }
  const asked = (error.value as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;
  const captcha = asked || error.code === 'captcha_required' || error.code === 'captcha_incorrect';
  return { kind: 'error', messageKey: error.messageKey, captcha };
}
