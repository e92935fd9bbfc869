/**
 * Operator HTML rendered only after sanitising (operator-sanitizer.ts), with the small typography it needs. In a
 * browser without its own Sanitizer the box stays empty for the moment DOMPurify takes to load.
 */
import { useEffect, useMemo, useState } from 'react';
import { isRtl } from '../../i18n/bidi';
import './operator-html.css';
import type { SanitizeHtml } from './operator-html-policy';
import { loadSanitizer, readySanitizer } from './operator-sanitizer';

interface Props {
  html: string;
  className?: string;
}

function useSanitizer(): SanitizeHtml | undefined {
  const [sanitizer, setSanitizer] = useState(readySanitizer);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    loadSanitizer().then((loaded) => current && setSanitizer(() => loaded));
    return () => {
      current = false;
    };
  }, [sanitizer]);
  return sanitizer;
}

export function OperatorHtml({ html, className = '' }: Props) {
  const sanitize = useSanitizer();
  const safe = useMemo(() => sanitize?.(html, { isolateLtr: isRtl() }) ?? '', [sanitize, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was sanitised just above
  return <div className={`operator-html ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
