/**
 * The images of an application (png or jpg, at most 5 MB each, at most 3), checked in the browser
 * before upload by their first bytes as well as their declared type, and read as base64 (the API's
 * `images[].data`) with a preview (a data: URL, which the pages' image policy allows).
 */
import { MAX_APPLICATION_IMAGE_BYTES, MAX_APPLICATION_IMAGES } from '../../../api/calls/promotions/promotions';

export interface PickedImage {
  /** Stable per pick, for list keys and remove buttons. */
  id: string;
  name: string;
  type: 'image/png' | 'image/jpeg';
  size: number;
  base64: string;
  preview: string;
}

export type ReadImage = { ok: true; image: PickedImage } | { ok: false; errorKey: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

let picks = 0;

export async function readApplicationImage(file: Blob & { name?: string }): Promise<ReadImage> {
  if (file.size > MAX_APPLICATION_IMAGE_BYTES) return { ok: false, errorKey: 'errors.promo_image_too_large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type =
    file.type === 'image/png' && startsWith(bytes, PNG)
      ? 'image/png'
      : file.type === 'image/jpeg' && startsWith(bytes, JPEG)
        ? 'image/jpeg'
        : null;
  if (!type) return { ok: false, errorKey: 'errors.promo_image_type' };
  const base64 = toBase64(bytes);
  picks += 1;
  return {
    ok: true,
    image: {
      id: `pick-${picks}`,
      name: file.name ?? '',
      type,
      size: file.size,
      base64,
      preview: `data:${type};base64,${base64}`,
    },
  };
}

/**
 * Adds `files` to the images already picked: each is checked; past the third the rest are refused. Returns the
 * new list and the first refusal (an errors.* key), if any.
 */
export async function addImages(
  current: PickedImage[],
  files: (Blob & { name?: string })[],
): Promise<{ images: PickedImage[]; errorKey: string | null }> {
  const images = [...current];
  let errorKey: string | null = null;
  for (const file of files) {
    if (images.length >= MAX_APPLICATION_IMAGES) {
      errorKey ??= 'errors.promo_image_too_many';
      break;
    }
    const read = await readApplicationImage(file);
    if (read.ok) images.push(read.image);
    else errorKey ??= read.errorKey;
  }
  return { images, errorKey };
}
