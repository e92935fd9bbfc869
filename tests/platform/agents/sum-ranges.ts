/**
 * The instants and ranges the team sum tests (bets and money) write and read at: three days from BASE, read over
 * Myanmar days (half-hour edges), whole hours, inside one hour, two partial hours, odd minutes and everything.
 */
import { periodOf } from '../../../platform/core/merchant-periods';

const HOUR = 3_600_000;
export const BASE = new Date('2026-11-18T00:00:00Z');
export const atHours = (hours: number) => new Date(BASE.getTime() + hours * HOUR);
const YANGON = 'Asia/Yangon';

export function ranges(): { from: Date; to: Date }[] {
  const days = [0, 1, 2].map((d) => periodOf('day', atHours(24 * d + 12), YANGON));
  return [
    ...days.map((p) => ({ from: p.start, to: p.end })),
    { from: days[0]?.start as Date, to: days[2]?.end as Date }, // three Myanmar days
    { from: atHours(5), to: atHours(30) }, // whole hours
    { from: atHours(5.25), to: atHours(5.75) }, // inside one hour
    { from: atHours(10.5), to: atHours(11.5) }, // two partial hours, no whole one
    { from: new Date(atHours(20).getTime() - 1_000), to: new Date(atHours(45).getTime() + 17 * 60_000) },
    { from: atHours(-48), to: atHours(120) }, // everything
  ];
}
