/** The small mark next to a provider's name: its initial in a circle, or a key for a generic provider (decorative). */
import type { SignInProvider } from '../../config/sign-in-providers-schema';

const INITIALS: Record<SignInProvider['icon'], string> = {
  google: 'G',
  facebook: 'f',
  line: 'L',
  telegram: 'T',
  key: '',
};

export function ProviderIcon({ icon }: { icon: SignInProvider['icon'] }) {
  const initial = INITIALS[icon];
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-base-300 font-bold text-sm"
    >
      {initial || (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="8" cy="15" r="4" />
          <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
        </svg>
      )}
    </span>
  );
}
