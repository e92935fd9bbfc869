/**
 * An amount from the platform (minor units) as every page shows money: through the one formatter
 * (formatMemberBalance: page language, merchant currency, 2 decimals) and isolated, so it reads right in Urdu.
 */
import type { LanguageCode } from '../../i18n/languages';
import { formatMemberBalance } from '../../stores/member-money';

export function Money({ minor, lang, className }: { minor: number; lang: LanguageCode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatMemberBalance(minor / 100, lang)}
    </bdi>
  );
}
