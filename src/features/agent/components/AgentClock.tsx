import { tenant } from 'virtual:tenant';
import { intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { useClock } from '../use-clock';

interface Props {
  lang: LanguageCode;
  timeLabel: string;
  zoneLabel: string;
}

/** Two rows of the agent's details list: the live local time and the GMT offset (client only: it ticks). */
export function AgentClock({ lang, timeLabel, zoneLabel }: Props) {
  const { iso, time, offset } = useClock(intlLocale(lang, tenant.country));
  return (
    <>
      <dt className="opacity-70">{timeLabel}</dt>
      <dd className="font-medium tabular-nums" dir="ltr">
        <time data-agent-clock dateTime={iso}>
          {time}
        </time>
      </dd>
      <dt className="opacity-70">{zoneLabel}</dt>
      <dd className="font-medium" dir="ltr" data-agent-offset>
        {offset}
      </dd>
    </>
  );
}
