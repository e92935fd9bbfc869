// @vitest-environment jsdom
/**
 * The application form's stores: images are checked by size, declared type and first bytes, at most 3; the
 * remark is counted in characters up to 140; a refused or failed submit keeps everything the player typed and
 * picked; a sent one empties the form.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import {
  $applicationForms,
  checkForm,
  formOf,
  openForm,
  pickImages,
  remarkLength,
  removeImage,
  setRemark,
  submitApplication,
} from '../../../src/features/rewards/stores/application-form';
import { readApplicationImage } from '../../../src/features/rewards/stores/application-images';
import { $rewards } from '../../../src/features/rewards/stores/reward-centre';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
/** A file of `bytes` then `extra` bytes of 7 (made as one typed array: 5 MB as a JS array takes a second). */
function file(bytes: number[], type: string, name = 'shot.png', extra = 16): File {
  const data = new Uint8Array(bytes.length + extra).fill(7);
  data.set(bytes);
  return new File([data], name, { type });
}
const ID = 'big-win-bonus';

describe('application images', () => {
  it('accepts png and jpg by their first bytes and declared type, with a base64 body and a preview', async () => {
    const png = await readApplicationImage(file(PNG, 'image/png'));
    expect(png.ok && png.image.type).toBe('image/png');
    expect(png.ok && png.image.preview.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const jpeg = await readApplicationImage(file(JPEG, 'image/jpeg', 'a.jpg'));
    expect(jpeg.ok && jpeg.image.type).toBe('image/jpeg');
  });

  it('refuses a wrong type, bytes that are not what the type says, and more than 5 MB', async () => {
    expect(await readApplicationImage(file([0x47, 0x49, 0x46, 0x38], 'image/gif'))).toEqual({
      ok: false,
      errorKey: 'errors.promo_image_type',
    });
    expect(await readApplicationImage(file(JPEG, 'image/png'))).toMatchObject({ errorKey: 'errors.promo_image_type' });
    const big = file(PNG, 'image/png', 'big.png', 5 * 1024 * 1024);
    expect(await readApplicationImage(big)).toMatchObject({ errorKey: 'errors.promo_image_too_large' });
  });
});

describe('application form', () => {
  beforeEach(() => {
    $applicationForms.set({});
    $rewards.set({ promotions: [], loading: false, errorKey: null });
    vi.restoreAllMocks();
  });

  it('keeps at most 3 images, says why the fourth is refused, and removes one', async () => {
    openForm(ID);
    await pickImages(ID, [file(PNG, 'image/png', '1.png'), file(JPEG, 'image/jpeg', '2.jpg')]);
    await pickImages(ID, [file(PNG, 'image/png', '3.png'), file(PNG, 'image/png', '4.png')]);
    expect(formOf(ID).images.map((image) => image.name)).toEqual(['1.png', '2.jpg', '3.png']);
    expect(formOf(ID).errorKey).toBe('errors.promo_image_too_many');
    removeImage(ID, formOf(ID).images[1]?.id as string);
    expect(formOf(ID).images.map((image) => image.name)).toEqual(['1.png', '3.png']);
    expect(formOf(ID).errorKey).toBeNull();
  });

  it('counts the remark in characters and flags more than 140 while typing', () => {
    expect(remarkLength('  ৳৳৳  ')).toBe(3);
    setRemark(ID, 'x'.repeat(141));
    expect(formOf(ID).errorKey).toBe('errors.promo_remark_too_long');
    setRemark(ID, 'x'.repeat(140));
    expect(formOf(ID).errorKey).toBeNull();
    expect(checkForm({ remark: '', images: [] })).toBe('rewards.form.imagesRequired');
  });

  it('a refused submit keeps the remark and the images; a sent one empties the form', async () => {
    openForm(ID);
    setRemark(ID, 'My big win');
    await pickImages(ID, [file(PNG, 'image/png', '1.png'), file(JPEG, 'image/jpeg', '2.jpg')]);
    const call = vi.spyOn(api, 'call').mockRejectedValueOnce(
      new ApiError({
        code: 'promo_image_type',
        reason: 'platform',
        status: 400,
        call: 'POST /wps/relay/promotions/apply',
      }),
    );
    expect(await submitApplication(ID)).toBe(false);
    expect(formOf(ID)).toMatchObject({ remark: 'My big win', busy: false, errorKey: 'errors.promo_image_type' });
    expect(formOf(ID).images).toHaveLength(2);
    const body = call.mock.calls[0]?.[1] as { body: { remark: string; images: { type: string; data: string }[] } };
    expect(body.body.remark).toBe('My big win');
    expect(body.body.images.map((image) => image.type)).toEqual(['image/png', 'image/jpeg']);

    call.mockResolvedValueOnce({ id: ID, state: 'applying' } as never);
    call.mockResolvedValueOnce({ promotions: [], availablePromoCount: 0 } as never);
    expect(await submitApplication(ID)).toBe(true);
    expect(formOf(ID)).toMatchObject({ open: false, remark: '', images: [], sent: true });
  });
});
