/**
 * The application form of an application promotion: a remark with a live count to 140 and an image
 * picker (png or jpg, up to 5 MB, at most 3) with previews and remove buttons. Checked here as the platform
 * checks (stores/application-images.ts); a refused submit keeps everything (stores/application-form.ts).
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { MAX_APPLICATION_IMAGES, MAX_REMARK_CHARS } from '../../../api/calls/promotions/promotions';
import { formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import {
  $applicationForms,
  closeForm,
  pickImages,
  remarkLength,
  removeImage,
  setRemark,
  submitApplication,
} from '../stores/application-form';

interface Props {
  promotionId: string;
  title: string;
  t: TFunction;
  lang: LanguageCode;
}

export function ApplicationForm({ promotionId, title, t, lang }: Props) {
  const form = useStore($applicationForms)[promotionId];
  const picker = useRef<HTMLInputElement>(null);
  if (form?.sent) {
    return (
      <p role="status" className="text-success">
        {t('rewards.form.sent')}
      </p>
    );
  }
  if (!form?.open) return null;
  const ids = {
    title: `apply-${promotionId}-title`,
    remark: `apply-${promotionId}-remark`,
    count: `apply-${promotionId}-count`,
    images: `apply-${promotionId}-images`,
    hint: `apply-${promotionId}-hint`,
  };
  const locale = intlLocale(lang, tenant.country);
  const length = remarkLength(form.remark);
  const full = form.images.length >= MAX_APPLICATION_IMAGES;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void submitApplication(promotionId);
  };

  return (
    <form className="grid gap-3 rounded-box bg-base-100 p-3" onSubmit={submit} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title} className="font-semibold">
        {t('rewards.form.title', { title })}
      </h3>
      <label className="grid gap-1" htmlFor={ids.remark}>
        <span className="label-text">{t('rewards.form.remark')}</span>
        <textarea
          id={ids.remark}
          className={`textarea textarea-bordered w-full ${length > MAX_REMARK_CHARS ? 'textarea-error' : ''}`}
          rows={3}
          value={form.remark}
          aria-describedby={ids.count}
          aria-invalid={length > MAX_REMARK_CHARS}
          onChange={(event) => setRemark(promotionId, event.target.value)}
        />
        <span id={ids.count} className={`text-xs text-end ${length > MAX_REMARK_CHARS ? 'text-error' : 'opacity-80'}`}>
          <bdi dir="ltr">
            {formatNumber(length, locale)} / {formatNumber(MAX_REMARK_CHARS, locale)}
          </bdi>
        </span>
      </label>
      <fieldset className="grid gap-2" aria-describedby={ids.hint}>
        <legend className="label-text mb-1">{t('rewards.form.images')}</legend>
        <p id={ids.hint} className="text-xs opacity-80">
          {t('rewards.form.imagesHint')}
        </p>
        <input
          ref={picker}
          id={ids.images}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          hidden
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // the same file may be picked again after a removal
            event.target.value = '';
            void pickImages(promotionId, files);
          }}
        />
        {form.images.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('rewards.form.picked')}>
            {form.images.map((image) => (
              <li key={image.id} className="grid w-24 gap-1">
                <img
                  src={image.preview}
                  alt={t('rewards.form.preview', { name: image.name })}
                  className="h-24 w-24 rounded object-cover"
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() => removeImage(promotionId, image.id)}
                  aria-label={t('rewards.form.remove', { name: image.name })}
                >
                  {t('rewards.form.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={full}
            onClick={() => picker.current?.click()}
          >
            {t('rewards.form.pick')}
          </button>
        </div>
      </fieldset>
      {form.errorKey && (
        <p role="alert" className="text-error">
          {t(form.errorKey)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={form.busy}>
          {form.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('rewards.form.submit')}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => closeForm(promotionId)}>
          {t('rewards.form.cancel')}
        </button>
      </div>
    </form>
  );
}
