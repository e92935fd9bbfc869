import { useClock } from '../use-clock';

interface Props {
  timeLabel: string;
  zoneLabel: string;
}

/** Two rows of the agent's details list: the live local time and the GMT offset (client only: it ticks). */
export function AgentClock({ timeLabel, zoneLabel }: Props) {
  const { time, offset } = useClock();
  return (
    <>
      <dt className="opacity-70">{timeLabel}</dt>
      <dd className="font-medium tabular-nums" dir="ltr">
        <time data-agent-clock dateTime={time.replace(' ', 'T')}>
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
