/**
 * Feedback form: anyone may write (a signed-in member's id is attached); the captcha and the bot check's proof
 * of work are always required. The captcha alone is not enough: a trained script reads some of them, and
 * without the work each of its attempts would cost it nothing, as on sign-in.
 */
import { feedbackCall } from '../../src/api/calls/feedback';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { verifyBotCheck } from '../security/bot-check';
import { checkCaptcha } from '../security/captcha';
import { enforceLimit } from '../security/limits';
import { storeFeedback } from './feedback-store';

const FEEDBACK_PER_IP_PER_HOUR = 20;

export function registerFeedbackRoutes(router: Router, deps: PlatformDeps): void {
  router.route(feedbackCall, async ({ body, merchant, member, clientIp, c }) => {
    await enforceLimit(deps, `feedback:ip:${clientIp}`, FEEDBACK_PER_IP_PER_HOUR, 60 * 60 * 1000);
    // The work first: a request without it does not use up the player's captcha.
    await verifyBotCheck(deps, body.botCheck);
    await checkCaptcha(deps.db, c, body.captcha, deps.clock());
    await storeFeedback(deps.db, {
      merchantCode: merchant.code,
      memberId: member?.id ?? null,
      sender: body.sender,
      type: body.type,
      content: body.content,
      ip: clientIp,
      at: deps.clock(),
    });
    return null;
  });
}
