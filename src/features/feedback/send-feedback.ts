/**
 * Sending feedback as a flow without React (FeedbackDialog shows it): the draft's own check (feedback-form.ts),
 * then the call with a bot check. A refusal comes back as its message key, and whether it was the captcha's answer.
 * Every attempt spends the captcha, whatever the answer: the form shows a fresh image after each.
 */
import { errorMessageKey, isApiError } from '../../api/api-error';
import { prefetchBotCheck, takeBotCheck } from '../../api/bot-check';
import { feedbackCall } from '../../api/calls/feedback';
import { api } from '../../api/default-client';
import { checkFeedback, type FeedbackCheck, type FeedbackDraft } from './feedback-form';

export type FeedbackOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; check: Extract<FeedbackCheck, { ok: false }> }
  | { status: 'refused'; messageKey: string; captchaWrong: boolean };

/** `memberName`: the signed-in member's nickname, or null for a visitor, who gives a name. */
export async function sendFeedback(draft: FeedbackDraft, memberName: string | null): Promise<FeedbackOutcome> {
  const check = checkFeedback(draft, memberName);
  if (!check.ok) return { status: 'invalid', check };
  try {
    await api.call(feedbackCall, { body: { ...check.body, botCheck: await takeBotCheck() } });
    return { status: 'sent' };
  } catch (error) {
    // The solution was taken (and may be spent): work on the next one while the player tries again.
    prefetchBotCheck();
    const code = isApiError(error) ? error.code : 'unknown_error';
    return {
      status: 'refused',
      messageKey: errorMessageKey(error),
      captchaWrong: code === 'captcha_incorrect' || code === 'captcha_required',
    };
  }
}
