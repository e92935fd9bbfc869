/**
 * A captcha box: the image, a refresh button (at most one new image a second) and the answer
 * input. The platform's captcha is used up by the attempt that checks it, right or wrong, so the form bumps
 * `version` after each attempt to load a fresh one. Labels come translated from the caller; loading comes
 * from the caller too (`load` answers the base64 PNG), so this primitive does not depend on a feature.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';

export const CAPTCHA_REFRESH_GAP_MS = 1000;

export interface CaptchaFieldProps {
  /** Answers the image as base64 PNG (no data: prefix), e.g. `() => api.call(captchaCall)`. */
  load: () => Promise<string>;
  value: string;
  onChange: (value: string) => void;
  /** Bump to load a new image (after each attempt that used the captcha). */
  version?: number;
  label: string;
  refreshLabel: string;
  imageAlt: string;
  /** Shown when the image could not be loaded. */
  loadErrorLabel: string;
  /** Translated validation message, if any. */
  error?: string | null;
}

export function CaptchaField(props: CaptchaFieldProps) {
  const { load, value, onChange, version = 0, label, refreshLabel, imageAlt, loadErrorLabel, error } = props;
  const id = useId();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);

  const refresh = useCallback(
    (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastLoad.current < CAPTCHA_REFRESH_GAP_MS) return;
      lastLoad.current = now;
      load().then(
        (png) => {
          setImage(`data:image/png;base64,${png}`);
          setFailed(false);
        },
        () => setFailed(true),
      );
    },
    [load],
  );

  // A new version (a new attempt) always loads, whatever the gap: the old answer is spent.
  useEffect(() => {
    void version;
    refresh(true);
  }, [refresh, version]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          className={`input w-full ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {image ? (
          <img src={image} alt={imageAlt} width={120} height={40} className="h-10 w-30 rounded bg-base-200" />
        ) : (
          <span className="h-10 w-30 rounded bg-base-200" aria-hidden="true" />
        )}
        <button
          type="button"
          className="btn btn-square btn-ghost"
          aria-label={refreshLabel}
          onClick={() => refresh(false)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
          </svg>
        </button>
      </div>
      {failed && (
        <p className="text-warning text-xs" role="status">
          {loadErrorLabel}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
