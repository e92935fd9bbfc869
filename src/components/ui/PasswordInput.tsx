/** The 6-digit transaction password field: numeric keypad on phones, never autofilled with the login password. */
interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** Marks the field a refusal is about. */
  invalid?: boolean;
}

export function PasswordInput({ id, label, value, onChange, autoComplete = 'off', invalid = false }: Props) {
  return (
    <label className="form-control grid gap-1" htmlFor={id}>
      <span className="label-text">{label}</span>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete={autoComplete}
        className={`input input-bordered w-full ${invalid ? 'input-error' : ''}`}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
