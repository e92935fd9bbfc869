/** An amount on a money page: formatted once (money-format.ts) and isolated, so it reads right in Urdu. */
import type { LanguageCode } from '../../../i18n/languages';
import { formatMinor } from '../money-format';

export function Money({ minor, lang, className }: { minor: number; lang: LanguageCode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatMinor(minor, lang)}
    </bdi>
  );
}
