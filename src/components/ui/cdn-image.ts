/**
 * The plain-DOM twin of CdnImage.tsx, for images drawn by scripts without React (the home's winner boards and
 * banners, the header's vendor menu): a platform gateway image (`/lgw/…`) loads from this visit's first image
 * host (stores/cdn-hosts.ts) once the hosts are known, and on an error tries the next host, the own origin last;
 * a host that failed is demoted for later images. Any other address loads at once, as it is.
 */
import {
  $imageHosts,
  demoteImageHost,
  imageCandidates,
  isGatewayPath,
  requireImageHosts,
} from '../../stores/cdn-hosts';

/** Points `img` at `url` through this visit's image hosts, with the fallback to the next host. */
export function showCdnImage(img: HTMLImageElement, url: string): void {
  if (!isGatewayPath(url)) {
    img.src = url;
    return;
  }
  const start = (hosts: readonly string[]) => {
    // The order this image started with: a host demoted later by another image does not move this one.
    const candidates = imageCandidates(hosts, url);
    let attempt = 0;
    img.onerror = () => {
      const host = hosts[attempt];
      if (host !== undefined && candidates[attempt] !== url) demoteImageHost(host);
      attempt += 1;
      const next = candidates[attempt];
      if (next) {
        img.src = next;
      } else {
        // Every host failed: keep the box (nothing shifts), without a broken-image sign.
        img.onerror = null;
        img.style.visibility = 'hidden';
      }
    };
    img.src = candidates[0] ?? url;
  };
  requireImageHosts();
  const known = $imageHosts.get();
  if (known) {
    start(known);
    return;
  }
  const stop = $imageHosts.listen((hosts) => {
    if (!hosts) return;
    stop();
    start(hosts);
  });
}

/** Starts asking for the hosts early (before the images' own data arrives), so no image waits for them. */
export const prepareCdnImages = (): void => requireImageHosts();
