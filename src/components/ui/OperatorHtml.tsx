/** Operator HTML rendered only after sanitising (sanitize-html.ts), with the small typography it needs. */
import { useMemo } from 'react';
import { isRtl } from '../../i18n/bidi';
import './operator-html.css';
import { sanitizeHtml } from './sanitize-html';

interface Props {
  html: string;
  className?: string;
}

export function OperatorHtml({ html, className = '' }: Props) {
  const safe = useMemo(() => sanitizeHtml(html, { isolateLtr: isRtl() }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was sanitised just above
  return <div className={`operator-html ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
