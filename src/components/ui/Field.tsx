/**
 * A labelled text input with its error under it (aria-invalid, aria-describedby), an optional fixed prefix
 * (the dialing code) and an optional control beside it (the SMS code button).
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message, or null. */
  error?: string | null;
  hint?: string | null;
  prefix?: string;
  action?: ReactNode;
}

export function Field({ label, value, onChange, error, hint, prefix, action, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          {prefix && (
            <span className="text-base-content/70" dir="ltr">
              {prefix}
            </span>
          )}
          <input
            id={inputId}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            {...input}
          />
        </div>
        {action}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-error text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
