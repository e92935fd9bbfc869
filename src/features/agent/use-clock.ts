import { useEffect, useState } from 'react';
import { type ClockReading, msToNextTick, readClock } from './clock';

/** The current time, re-read on every whole second while the component is mounted. */
export function useClock(locale: string): ClockReading {
  const [reading, setReading] = useState(() => readClock(new Date(), locale));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setReading(readClock(new Date(), locale));
      timer = setTimeout(tick, msToNextTick(Date.now()));
    };
    timer = setTimeout(tick, msToNextTick(Date.now()));
    return () => clearTimeout(timer);
  }, [locale]);
  return reading;
}
