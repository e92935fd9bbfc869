// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));
// The proof of work itself is bot-check.test.ts's subject; here only when the dialog asks for it and what it sends.
const prefetchBotCheck = vi.fn();
const takeBotCheck = vi.fn(async () => 'solved-bot-check');
vi.mock('../../../src/api/bot-check', () => ({ prefetchBotCheck, takeBotCheck }));

const { default: FeedbackDialog } = await import('../../../src/features/feedback/FeedbackDialog');
const { $member } = await import('../../../src/stores/session');

beforeAll(() => {
  document.documentElement.lang = 'en';
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  call.mockReset();
  prefetchBotCheck.mockClear();
  takeBotCheck.mockClear();
  call.mockImplementation(async (definition: { path: string }) =>
    definition.path === '/wps/captcha' ? 'iVBORw0KGgo=' : null,
  );
  $member.set(null);
});
afterEach(cleanup);

async function open() {
  render(<FeedbackDialog options={{}} />);
  return screen.findByRole('dialog', { name: 'Feedback and complaints' });
}
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const feedbackCalls = () => call.mock.calls.filter(([definition]) => definition.path === '/wps/feedback');

describe('feedback dialog', () => {
  it('names every empty field in one warning and sends nothing', async () => {
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in: Question type, Description, Your name, and Captcha.',
    );
    expect(feedbackCalls()).toHaveLength(0);
    expect(takeBotCheck).not.toHaveBeenCalled();
  });

  it('counts characters live and refuses a description under 20 characters', async () => {
    await open();
    fireEvent.change(field('Description'), { target: { value: 'Too short' } });
    expect(screen.getByText('9/200')).toBeTruthy();
    expect(field('Description').maxLength).toBe(200);
    fireEvent.change(field('Question type'), { target: { value: '2' } });
    fireEvent.change(field('Your name'), { target: { value: 'Rahim' } });
    fireEvent.change(field('Captcha'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('The description must be 20 to 200 characters long.');
    expect(feedbackCalls()).toHaveLength(0);
  });

  it('keeps what was typed when the platform refuses, with the translated reason and a new captcha', async () => {
    await open();
    const description = '  My withdrawal has been pending for two days.  ';
    fireEvent.change(field('Question type'), { target: { value: '2' } });
    fireEvent.change(field('Description'), { target: { value: description } });
    fireEvent.change(field('Your name'), { target: { value: 'Rahim' } });
    fireEvent.change(field('Captcha'), { target: { value: '0000' } });
    call.mockImplementation(async (definition: { path: string }) => {
      if (definition.path === '/wps/captcha') return 'iVBORw0KGgo=';
      throw new ApiError({ code: 'captcha_incorrect', reason: 'platform', status: 400, call: 'PUT /wps/feedback' });
    });
    const captchasBefore = call.mock.calls.filter(([d]) => d.path === '/wps/captcha').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(feedbackCalls()[0]?.[1]).toEqual({
      body: { type: 2, content: description.trim(), sender: 'Rahim', captcha: '0000', botCheck: 'solved-bot-check' },
    });
    // The solution sent is spent: the next one is worked on while the player tries again.
    expect(prefetchBotCheck).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toBe('The captcha is incorrect, please try again');
    expect(field('Description').value).toBe(description);
    expect(field('Your name').value).toBe('Rahim');
    expect(field('Question type').value).toBe('2');
    expect(field('Captcha').value).toBe('');
    expect(call.mock.calls.filter(([d]) => d.path === '/wps/captcha').length).toBe(captchasBefore + 1);
  });

  it('sends as the member, without a name field, with the bot check worked on since it opened', async () => {
    $member.set({ nickname: 'lucky7', account: 'bdplayer1' } as never);
    await open();
    expect(prefetchBotCheck).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.getByText('Sent as lucky7')).toBeTruthy();
    fireEvent.change(field('Question type'), { target: { value: '6' } });
    fireEvent.change(field('Description'), { target: { value: 'I would like to become an agent here.' } });
    fireEvent.change(field('Captcha'), { target: { value: '4321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(feedbackCalls()[0]?.[1]).toEqual({
      body: {
        type: 6,
        content: 'I would like to become an agent here.',
        sender: 'lucky7',
        captcha: '4321',
        botCheck: 'solved-bot-check',
      },
    });
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your feedback has been sent.');
  });
});
