/**
 * The application form of an application promotion (an activity claim): a remark of at most 140
 * characters and 1 to 3 images. The form lives in a store per promotion, so nothing the player typed or picked
 * is lost when a submit fails (refused, or no connection): only a sent application clears it.
 */
import { map } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { MAX_REMARK_CHARS, promotionApplyCall } from '../../../api/calls/promotions/promotions';
import { api } from '../../../api/default-client';
import { addImages, type PickedImage } from './application-images';
import { loadRewards, replacePromotion } from './reward-centre';

export interface ApplicationForm {
  open: boolean;
  remark: string;
  images: PickedImage[];
  busy: boolean;
  /** An errors.* or rewards.* key. */
  errorKey: string | null;
  sent: boolean;
}

const EMPTY: ApplicationForm = { open: false, remark: '', images: [], busy: false, errorKey: null, sent: false };

export const $applicationForms = map<Record<string, ApplicationForm>>({});

export const formOf = (promotionId: string): ApplicationForm => $applicationForms.get()[promotionId] ?? EMPTY;

function update(promotionId: string, change: Partial<ApplicationForm>): void {
  $applicationForms.setKey(promotionId, { ...formOf(promotionId), ...change });
}

/** Characters of a remark as the platform counts them (code points of the trimmed text). */
export const remarkLength = (remark: string): number => [...remark.trim()].length;

export function openForm(promotionId: string): void {
  update(promotionId, { open: true, sent: false, errorKey: null });
}

export function closeForm(promotionId: string): void {
  update(promotionId, { open: false, errorKey: null });
}

export function setRemark(promotionId: string, remark: string): void {
  const tooLong = remarkLength(remark) > MAX_REMARK_CHARS;
  const { errorKey } = formOf(promotionId);
  // The length message comes and goes with the text; another message stays until the next submit.
  const next = tooLong ? 'errors.promo_remark_too_long' : errorKey === 'errors.promo_remark_too_long' ? null : errorKey;
  update(promotionId, { remark, errorKey: next });
}

export async function pickImages(promotionId: string, files: (Blob & { name?: string })[]): Promise<void> {
  const { images, errorKey } = await addImages(formOf(promotionId).images, files);
  update(promotionId, { images, errorKey });
}

export function removeImage(promotionId: string, imageId: string): void {
  const form = formOf(promotionId);
  update(promotionId, { images: form.images.filter((image) => image.id !== imageId), errorKey: null });
}

/** What is wrong with the form before it is sent (an errors.* / rewards.* key), or null. */
export function checkForm(form: Pick<ApplicationForm, 'remark' | 'images'>): string | null {
  if (remarkLength(form.remark) > MAX_REMARK_CHARS) return 'errors.promo_remark_too_long';
  if (!form.images.length) return 'rewards.form.imagesRequired';
  return null;
}

/** Sends the application; true when the platform took it (the form is then emptied and closed). */
export async function submitApplication(promotionId: string): Promise<boolean> {
  const form = formOf(promotionId);
  if (form.busy) return false;
  const problem = checkForm(form);
  if (problem) {
    update(promotionId, { errorKey: problem });
    return false;
  }
  update(promotionId, { busy: true, errorKey: null });
  try {
    const promotion = await api.call(promotionApplyCall, {
      body: {
        promotionId,
        remark: form.remark.trim(),
        images: form.images.map((image) => ({ type: image.type, data: image.base64 })),
      },
    });
    $applicationForms.setKey(promotionId, { ...EMPTY, sent: true });
    replacePromotion(promotion);
    void loadRewards();
    return true;
  } catch (error) {
    // Everything typed and picked stays for the next attempt.
    update(promotionId, { busy: false, errorKey: errorMessageKey(error) });
    return false;
  }
}
