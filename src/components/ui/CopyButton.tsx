/**
 * Copies a value (a receiving number, a record's raw id) to the clipboard and says so. `name` is the accessible name
 * when the visible label alone would not say what is copied (several on a list); it starts with the label, so a
 * voice user can say what they see.
 */
import { useState } from 'react';

interface Props {
  text: string;
  label: string;
  copiedLabel: string;
  name?: string;
}

export function CopyButton({ text, label, copiedLabel, name }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard permission: the value stays on screen to type
    }
  };
  return (
    <button
      type="button"
      className="btn btn-xs btn-outline"
      onClick={() => void copy()}
      aria-label={name}
      aria-live="polite"
    >
      {copied ? copiedLabel : label}
    </button>
  );
}
