/**
 * Draws a merchant's home-screen icons from its square mark (the tenant's `theme.favicon`, an SVG or image under
 * public/) into dist/<id>/pwa/: the manifest's 192 and 512 px icons (the sizes Android needs to offer installing),
 * a maskable 512 px one and iOS's 180 px apple-touch-icon. The maskable and iOS icons are filled with the theme's
 * neutral colour (the app bar's) and keep the mark inside the middle 60 %, the circle every launcher's mask leaves.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Tenant } from '../../src/config/tenant-schema';
import { APPLE_TOUCH_ICON, drawsIcons, PWA_ICONS } from '../../src/features/pwa/manifest';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');

/** How much of the icon the mark covers: all of a plain icon, the safe zone of a masked one. */
const PLAIN_SCALE = 1;
const MASKED_SCALE = 0.6;

export async function writePwaIcons(siteDir: string, tenant: Pick<Tenant, 'theme'>): Promise<number> {
  if (!drawsIcons(tenant)) return 0;
  const mark = await loadImage(await readFile(join(PUBLIC_DIR, tenant.theme.favicon)));
  const draw = async (file: string, size: number, filled: boolean) => {
    const canvas = createCanvas(size, size);
    const context = canvas.getContext('2d');
    if (filled) {
      context.fillStyle = tenant.theme.colors.neutral;
      context.fillRect(0, 0, size, size);
    }
    const side = Math.round(size * (filled ? MASKED_SCALE : PLAIN_SCALE));
    const offset = Math.round((size - side) / 2);
    context.drawImage(mark, offset, offset, side, side);
    const target = join(siteDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, canvas.toBuffer('image/png'));
  };
  for (const icon of PWA_ICONS) await draw(icon.file, icon.size, icon.purpose === 'maskable');
  await draw(APPLE_TOUCH_ICON.file, APPLE_TOUCH_ICON.size, true);
  return PWA_ICONS.length + 1;
}
