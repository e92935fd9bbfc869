/** The latest draw of one game: issue number, winning numbers and when it was drawn (in the page's digits, the merchant's time zone). */
import type { TFunction } from 'i18next';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime } from '../../../i18n/format';
import { pageDates } from '../../../i18n/page-dates';
import type { LotteryDraw } from '../lottery-board';

interface Props {
  draw: LotteryDraw;
  t: TFunction;
}

export function DrawResult({ draw, t }: Props) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
      <dt className="opacity-70">{t('lottery.issue')}</dt>
      <dd className="font-medium" dir="ltr">
        {draw.issueNo}
      </dd>
      <dt className="opacity-70">{t('lottery.numbers')}</dt>
      <dd>
        {/* Draw order matters (first ball, second ball …); numbers read left to right in every language. */}
        <ol className="flex flex-wrap gap-1" dir="ltr">
          {draw.numbers.map((number, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a draw may repeat a digit; the position is the identity
            <li key={index} className="badge badge-secondary font-mono">
              {number}
            </li>
          ))}
        </ol>
      </dd>
      <dt className="opacity-70">{t('lottery.drawnAt')}</dt>
      <dd>
        <time dateTime={draw.openedAt} dir="ltr">
          {formatDateTime(draw.openedAt, pageDates(pageLanguage()))}
        </time>
      </dd>
    </dl>
  );
}
