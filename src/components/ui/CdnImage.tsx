/**
 * An image of the platform's game gateway served from this visit's CDN host (stores/cdn-hosts.ts): it waits
 * for the host list (its box, sized by the caller, holds the place, so nothing shifts), then loads from the
 * first host and, when that fails, from the next (the own origin last). Other URLs load as they are.
 */
import { useStore } from '@nanostores/react';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { $imageHosts, demoteImageHost, imageCandidates, requireImageHosts } from '../../stores/cdn-hosts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  /** '' for decorative artwork. */
  alt: string;
};

export function CdnImage({ src, alt, className, ...rest }: Props) {
  const hosts = useStore($imageHosts);
  // The order this image started with: a host demoted later by another image does not move this one.
  // Pinned on the first render when the hosts are known (the usual case: a list's tiles mount after them),
  // so a new image renders once.
  const [pinned, setPinned] = useState<{ src: string; hosts: string[] } | null>(() => (hosts ? { src, hosts } : null));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => requireImageHosts(), []);
  if (hosts && (!pinned || pinned.src !== src)) {
    setPinned({ src, hosts });
    setAttempt(0);
  }
  const candidates = pinned ? imageCandidates(pinned.hosts, pinned.src) : [];
  const current = candidates[attempt];
  // The placeholder takes the image's box (block, so its size classes apply): nothing moves when it loads.
  if (!current) return <span aria-hidden="true" className={`block ${className ?? ''}`} data-cdn-pending />;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      className={className}
      onError={() => {
        const host = pinned?.hosts[attempt];
        if (host !== undefined && candidates[attempt] !== pinned?.src) demoteImageHost(host);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
