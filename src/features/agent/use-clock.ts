import { useEffect, useState } from 'react';
import { type ClockReading, msToNextTick, readClock } from './clock';

/** The current time, re-read on every whole second while the component is mounted. */
export function useClock(): ClockReading {
  const [reading, setReading] = useState(() => readClock(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setReading(readClock(new Date()));
      timer = setTimeout(tick, msToNextTick(Date.now()));
    };
    timer = setTimeout(tick, msToNextTick(Date.now()));
    return () => clearTimeout(timer);
  }, []);
  return reading;
}
