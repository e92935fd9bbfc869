/**
 * A labelled input of the security centre's forms with its message under it (aria-invalid, aria-describedby,
 * announced as an alert), an optional fixed prefix (the dialing code, left to right) and an optional control
 * beside it (the send-code button). Read-only fields keep their label; their hint says they are confirmed.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Translated message, or null. */
  error?: string | null;
  hint?: string | null;
  prefix?: string;
  action?: ReactNode;
}

export function FormField({ label, value, onChange, error, hint, prefix, action, id, readOnly, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={inputId} className="text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div className={`input w-full min-w-0 ${error ? 'input-error' : ''} ${readOnly ? 'bg-base-300' : ''}`}>
          {prefix && (
            <span className="text-base-content/70" dir="ltr">
              {prefix}
            </span>
          )}
          <input
            id={inputId}
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange?.(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            {...input}
          />
        </div>
        {action}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="text-base-content/80 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-error text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
