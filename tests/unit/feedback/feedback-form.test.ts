import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES } from '../../../src/api/calls/feedback';
import { checkFeedback, EMPTY_DRAFT, FEEDBACK_TYPE_ORDER } from '../../../src/features/feedback/feedback-form';

const text = (n: number) => 'x'.repeat(n);
const good = { type: '1', content: text(20), sender: 'Rahim', captcha: '1234' };

describe('feedback form rules', () => {
  it('offers every type the platform accepts, "other" last', () => {
    expect([...FEEDBACK_TYPE_ORDER].sort()).toEqual([...FEEDBACK_TYPES].sort());
    expect(FEEDBACK_TYPE_ORDER.at(-1)).toBe(0);
  });

  it('names every empty field at once, in form order', () => {
    const check = checkFeedback(EMPTY_DRAFT, null);
    expect(check).toEqual({
      ok: false,
      empty: ['type', 'content', 'sender', 'captcha'],
      tooShort: false,
      tooLong: false,
    });
  });

  it('counts blanks as empty', () => {
    const check = checkFeedback({ type: ' ', content: '   ', sender: '  ', captcha: ' ' }, null);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.empty).toEqual(['type', 'content', 'sender', 'captcha']);
  });

  it('does not ask a member for a name: the nickname is the sender', () => {
    const check = checkFeedback({ ...good, sender: '' }, 'lucky7');
    expect(check).toEqual({ ok: true, body: { type: 1, content: text(20), sender: 'lucky7', captcha: '1234' } });
  });

  it('accepts 20 to 200 characters after trimming, and only then', () => {
    expect(checkFeedback({ ...good, content: `  ${text(19)}  ` }, null)).toMatchObject({
      ok: false,
      tooShort: true,
      empty: [],
    });
    expect(checkFeedback({ ...good, content: `  ${text(20)}  ` }, null)).toMatchObject({
      ok: true,
      body: { content: text(20) },
    });
    expect(checkFeedback({ ...good, content: text(200) }, null).ok).toBe(true);
    expect(checkFeedback({ ...good, content: text(201) }, null)).toMatchObject({ ok: false, tooLong: true });
  });

  it('reports a short description together with the empty fields', () => {
    expect(checkFeedback({ ...EMPTY_DRAFT, content: 'too short' }, null)).toEqual({
      ok: false,
      empty: ['type', 'sender', 'captcha'],
      tooShort: true,
      tooLong: false,
    });
  });

  it('refuses a type the platform does not know', () => {
    for (const type of ['5', '7', 'deposit', '1.5', '-1']) {
      const check = checkFeedback({ ...good, type }, null);
      expect(check.ok, type).toBe(false);
      if (!check.ok) expect(check.empty).toEqual(['type']);
    }
    expect(checkFeedback({ ...good, type: '0' }, null)).toMatchObject({ ok: true, body: { type: 0 } });
    expect(checkFeedback({ ...good, type: '6' }, null)).toMatchObject({ ok: true, body: { type: 6 } });
  });

  it('trims what it sends without changing the draft', () => {
    const draft = { type: '3', content: `  ${text(25)} `, sender: ' Ayesha ', captcha: ' 0042 ' };
    const check = checkFeedback(draft, null);
    expect(check).toEqual({ ok: true, body: { type: 3, content: text(25), sender: 'Ayesha', captcha: '0042' } });
    expect(draft.sender).toBe(' Ayesha ');
  });
});
