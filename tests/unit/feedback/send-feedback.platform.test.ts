// @vitest-environment node
/**
 * Sending feedback (src/features/feedback/send-feedback.ts), the flow the feedback dialog shows, without React,
 * against the real reference platform in-process: the draft's own check, a wrong captcha answer, and a sent message.
 */
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ANSWER, platformPerFile } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const { api } = await import('../../../src/api/default-client');
const { captchaCall } = await import('../../../src/api/calls/system');
const { sendFeedback } = await import('../../../src/features/feedback/send-feedback');

platformPerFile();

const DRAFT = { type: '1', content: 'The deposit page took a minute to open today.', sender: 'Rahim', captcha: '' };
// Every captcha of the in-process platform shows CAPTCHA_ANSWER (4242).
const wrong = '0000';

describe('sending feedback', () => {
  it('answers what the draft lacks without calling the platform', async () => {
    expect(await sendFeedback({ ...DRAFT, content: 'too short' }, null)).toEqual({
      status: 'invalid',
      check: { ok: false, empty: ['captcha'], tooShort: true, tooLong: false },
    });
  });

  it("says when the captcha's answer was wrong, and sends with the right one", async () => {
    await api.call(captchaCall);
    expect(await sendFeedback({ ...DRAFT, captcha: wrong }, null)).toEqual({
      status: 'refused',
      messageKey: 'errors.captcha_incorrect',
      captchaWrong: true,
    });
    // Each attempt spends the image: the form asks for a new one.
    await api.call(captchaCall);
    expect(await sendFeedback({ ...DRAFT, captcha: CAPTCHA_ANSWER }, null)).toEqual({ status: 'sent' });
  });
});
