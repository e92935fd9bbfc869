/**
 * "Continue with <name>" for each one-click sign-in provider the tenant file lists (none by default), on both portals:
 * the browser goes to the provider and comes back to /login, where the login dialog finishes the sign-in, or to the
 * agent login page /agent (stores/provider-sign-in.ts).
 */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import { ProviderIcon } from './ProviderIcon';

export function ProviderButtons({
  t,
  disabled,
  onChoose,
}: {
  t: TFunction;
  disabled: boolean;
  onChoose: (provider: string) => void;
}) {
  if (tenant.signInProviders.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {tenant.signInProviders.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="btn btn-outline justify-start gap-2"
          disabled={disabled}
          onClick={() => onChoose(provider.id)}
        >
          <ProviderIcon icon={provider.icon} />
          <span className="min-w-0 flex-1 truncate text-center">
            {t('auth.provider.continueWith', { name: provider.name })}
          </span>
        </button>
      ))}
    </div>
  );
}
