/**
 * What a picture upload must be before it lands in the site's public folder: a raster image the site shows
 * (PNG, JPEG, WebP, AVIF; no SVG, which can carry script) whose bytes are what its name says, and small enough for
 * players on slow phones.
 */

/** Largest picture accepted: a promotion image is shown at most 640 px wide. */
export const MAX_MEDIA_BYTES = 512 * 1024;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /avi[fs]/.test(b.subarray(8, 12).toString('latin1')),
};

/** Why `bytes` may not be saved as `name`, or undefined when it may. */
export function mediaProblem(name: string, bytes: Buffer): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const matches = SIGNATURES[extension];
  if (!matches) return `${name}: only PNG, JPEG, WebP or AVIF pictures can be uploaded`;
  if (bytes.length > MAX_MEDIA_BYTES) {
    return `${name}: ${Math.ceil(bytes.length / 1024)} kB is too large; upload a picture of at most ${MAX_MEDIA_BYTES / 1024} kB`;
  }
  if (!matches(bytes)) return `${name}: the file is not a ${extension.toUpperCase()} picture; export it again`;
  return undefined;
}
