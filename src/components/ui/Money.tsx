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

/**
 * A range of amounts ("min – max") as one piece. Wrapped anywhere, an Urdu page showed "– Rs 50,000" at the start
 * of a line, which reads as a negative amount: the range stays on one line where it fits, and in a narrow box breaks
 * only after the dash, never inside an amount. Inside, the page's direction orders it (min first: at the right in
 * Urdu); around it, the text sees one unit.
 */
export function MoneyRange({ min, max, lang }: { min: number; max: number; lang: LanguageCode }) {
  return (
    <span className="inline-block" data-money-range>
      <span className="whitespace-nowrap">
        <Money minor={min} lang={lang} />
        {'\u00a0–'}
      </span>{' '}
      <Money minor={max} lang={lang} className="whitespace-nowrap" />
    </span>
  );
}
