/**
 * Feedback and complaints: question type, a 20-200 character description with a live
 * counter, the sender (a member's nickname, else a name field) and a captcha. Empty fields are named in one
 * warning; platform errors are translated; what the player typed stays put whatever goes wrong (only the
 * captcha answer is cleared, because every attempt uses its image up).
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { prefetchBotCheck } from '../../api/bot-check';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../api/calls/feedback';
import { captchaCall } from '../../api/calls/system';
import { api } from '../../api/default-client';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { Dialog } from '../../components/ui/Dialog';
import { pageLanguage } from '../../i18n/client';
import { useTranslations } from '../../i18n/use-translations';
import type { AppDialogProps } from '../../stores/dialogs';
import { closeDialog } from '../../stores/dialogs';
import { $member } from '../../stores/session';
import { EMPTY_DRAFT, FEEDBACK_TYPE_ORDER, type FeedbackDraft, type FeedbackField } from './feedback-form';
import { sendFeedback } from './send-feedback';

/** Stable across renders, so the captcha box loads its first image once. */
const loadCaptcha = () => api.call(captchaCall);

type Problem = { kind: 'warning' | 'error'; text: string } | null;

export default function FeedbackDialog(_: AppDialogProps<'feedback'>) {
  const t = useTranslations('feedback', 'errors');
  const member = useStore($member);
  const memberName = member ? member.nickname || member.account : null;
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<FeedbackField[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const id = useId();
  const fields = useRef<Partial<Record<Exclude<FeedbackField, 'captcha'>, HTMLElement | null>>>({});
  // The bot check's work is done while the player writes, so sending does not wait for it.
  useEffect(() => prefetchBotCheck(), []);

  if (!t) return null;
  const label = (field: FeedbackField) => t(`feedback.fields.${field}`);
  const edit = (field: keyof FeedbackDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };
  const attrs = (field: Exclude<FeedbackField, 'captcha'>) => ({
    id: `${id}-${field}`,
    ref: (element: HTMLElement | null) => {
      fields.current[field] = element;
    },
    'aria-invalid': invalid.includes(field) || undefined,
  });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (sending || !t) return;
    setSending(true);
    setProblem(null);
    const outcome = await sendFeedback(draft, memberName);
    setSending(false);
    if (outcome.status === 'invalid') {
      const { check } = outcome;
      const names = new Intl.ListFormat(pageLanguage(), { type: 'conjunction' }).format(check.empty.map(label));
      const lengthText = t('feedback.contentLength', { min: FEEDBACK_MIN, max: FEEDBACK_MAX });
      const bad: FeedbackField[] = check.tooShort || check.tooLong ? [...check.empty, 'content'] : check.empty;
      setInvalid(bad);
      setProblem({
        kind: 'warning',
        text: [
          check.empty.length ? t('feedback.emptyFields', { fields: names }) : '',
          check.tooShort || check.tooLong ? lengthText : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      const first = (['type', 'content', 'sender'] as const).find((field) => bad.includes(field));
      if (first) fields.current[first]?.focus();
      return;
    }
    if (outcome.status === 'sent') {
      setSent(true);
      setDraft(EMPTY_DRAFT);
    } else {
      setProblem({ kind: 'error', text: t(outcome.messageKey) });
      if (outcome.captchaWrong) setInvalid(['captcha']);
    }
    // The attempt used the captcha up, whatever the answer: a fresh image and an empty answer box.
    setDraft((current) => ({ ...current, captcha: '' }));
    setCaptchaVersion((version) => version + 1);
  }

  const title = t('feedback.title');
  if (sent) {
    return (
      <Dialog open title={title} onClose={closeDialog} closeLabel={t('feedback.close')}>
        <p role="status" className="alert alert-success">
          {t('feedback.sent')}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-primary" onClick={closeDialog}>
            {t('feedback.close')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title={title} onClose={closeDialog} closeLabel={t('feedback.close')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-busy={sending}>
        <p className="text-sm opacity-80">{t('feedback.intro')}</p>
        {problem && (
          <p role="alert" className={`alert ${problem.kind === 'warning' ? 'alert-warning' : 'alert-error'}`}>
            {problem.text}
          </p>
        )}

        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${id}-type`}>
            {label('type')}
          </label>
          <select {...attrs('type')} className="select w-full" value={draft.type} onChange={edit('type')} required>
            <option value="">{t('feedback.choose')}</option>
            {FEEDBACK_TYPE_ORDER.map((code) => (
              <option key={code} value={String(code)}>
                {t(`feedback.types.${code}`)}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${id}-content`}>
            {label('content')}
          </label>
          <textarea
            {...attrs('content')}
            className="textarea h-28 w-full"
            maxLength={FEEDBACK_MAX}
            value={draft.content}
            onChange={edit('content')}
            aria-describedby={`${id}-counter`}
            required
          />
          <p id={`${id}-counter`} className="flex justify-between text-xs opacity-70">
            <span>{t('feedback.contentHint', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}</span>
            <span className="tabular-nums" dir="ltr">
              {draft.content.length}/{FEEDBACK_MAX}
            </span>
          </p>
        </div>

        {memberName ? (
          <p className="text-sm">{t('feedback.sendingAs', { name: memberName })}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label className="text-sm font-medium" htmlFor={`${id}-sender`}>
              {label('sender')}
            </label>
            <input
              {...attrs('sender')}
              className="input w-full"
              autoComplete="name"
              maxLength={64}
              value={draft.sender}
              onChange={edit('sender')}
              required
            />
          </div>
        )}

        <CaptchaField
          load={loadCaptcha}
          version={captchaVersion}
          value={draft.captcha}
          onChange={(value) => edit('captcha')({ target: { value } })}
          label={label('captcha')}
          refreshLabel={t('feedback.newCaptcha')}
          imageAlt={t('feedback.captchaImage')}
          loadErrorLabel={t('feedback.captchaUnavailable')}
          error={invalid.includes('captcha') ? t('feedback.captchaNeeded') : null}
        />

        <div className="modal-action">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('feedback.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
