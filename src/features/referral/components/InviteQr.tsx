/**
 * The invite link as a QR code, drawn as inline SVG in the browser. The encoder (uqr, about 4 kB gzipped) is
 * loaded only when the code is shown, so no other page pays for it.
 */
import { useEffect, useState } from 'react';
import { qrPath } from '../stores/qr-path';

export function InviteQr({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [code, setCode] = useState<{ path: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr').then(({ encode }) => {
      const qr = encode(value, { ecc: 'M', border: 2 });
      if (live) setCode({ path: qrPath(qr.data), size: qr.size });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!code) {
    return <span className="skeleton block rounded-box" style={{ width: size, height: size }} aria-hidden="true" />;
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      className="rounded-box bg-white"
      data-invite-qr
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
