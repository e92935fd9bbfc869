/**
 * The images of an application: at most 3, png or jpg, at most 5 MB each. A file is what its first bytes say
 * it is, whatever type the browser declared: a declared type that is not png/jpg, or bytes that are not the
 * declared type, are refused.
 */
import {
  MAX_APPLICATION_IMAGE_BYTES,
  MAX_APPLICATION_IMAGES,
  MAX_REMARK_CHARS,
} from '../../src/api/calls/promotions/promotions';
import { PlatformError } from '../core/platform-error';
import type { ImageType } from './uploads/upload-store';

export interface CheckedImage {
  type: ImageType;
  bytes: Uint8Array;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type the bytes start with, or null. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= PNG.length && PNG.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= JPEG.length + 1 && JPEG.every((byte, i) => bytes[i] === byte)) return 'image/jpeg';
  return null;
}

/** The remark as kept: trimmed, at most 140 characters (code points, as the database counts them). */
export function checkRemark(remark: string): string {
  const trimmed = remark.trim();
  if ([...trimmed].length > MAX_REMARK_CHARS) {
    throw new PlatformError(400, 'promo_remark_too_long', `the remark is longer than ${MAX_REMARK_CHARS} characters`);
  }
  return trimmed;
}

export function checkImages(images: { type: string; data: string }[]): CheckedImage[] {
  if (!images.length) throw new PlatformError(400, 'input_empty', 'attach at least one image', { field: 'images' });
  if (images.length > MAX_APPLICATION_IMAGES) {
    throw new PlatformError(400, 'promo_image_too_many', `at most ${MAX_APPLICATION_IMAGES} images`);
  }
  return images.map((image, index) => {
    const bytes = new Uint8Array(Buffer.from(image.data, 'base64'));
    if (bytes.length > MAX_APPLICATION_IMAGE_BYTES) {
      throw new PlatformError(400, 'promo_image_too_large', `image ${index + 1} is larger than 5 MB`);
    }
    const type = sniffImage(bytes);
    if (!type || type !== image.type) {
      throw new PlatformError(400, 'promo_image_type', `image ${index + 1} is not the png or jpg it says it is`);
    }
    return { type, bytes };
  });
}
