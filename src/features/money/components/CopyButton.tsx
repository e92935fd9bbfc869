/** Copies a value (the receiving number) to the clipboard and says so. */
import type { TFunction } from 'i18next';
import { useState } from 'react';

export function CopyButton({ t, text }: { t: TFunction; text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard permission: the number stays on screen to type
    }
  };
  return (
    <button type="button" className="btn btn-xs btn-outline" onClick={() => void copy()} aria-live="polite">
      {copied ? t('money.common.copied') : t('money.common.copy')}
    </button>
  );
}
