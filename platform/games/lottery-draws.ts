/**
 * Lottery results without a results table: a draw is a pure function of the game and its period. Period k of
 * a game opens at a fixed time (every N minutes for the fast games, once a day for the national ones) and
 * its numbers come from a hash of merchant, game and period, so every process, and every restart, shows the
 * same history, and a new period opens as the clock moves.
 */
import { hashText } from '../core/text-hash';

export interface DrawGame {
  gameCode: string;
  gameName: string;
  gameClassify: string;
}

export interface Draw {
  gameCode: string;
  gameName: string;
  issueNo: string;
  numbers: string[];
  openedAt: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** National draws open once a day at this UTC time (18:15 in Vietnam, 18:15 in Bangkok is close enough). */
const DAILY_OPEN_MINUTE = 11 * 60 + 15;

/** Minutes between draws: "(3 min)" in the name, otherwise one draw a day. */
export function drawIntervalMs(game: DrawGame): number {
  const minutes = /\((\d+) min\)/.exec(game.gameName)?.[1];
  return minutes ? Number(minutes) * MINUTE : DAY;
}

/** A small deterministic generator (mulberry32) seeded from the draw's identity. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => String(Math.floor(random() * 10)));

/** Distinct numbers from 1..max, two digits each, in draw order. */
function distinct(random: () => number, count: number, max: number): string[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const [n] = pool.splice(Math.floor(random() * pool.length), 1);
    picked.push(String(n).padStart(2, '0'));
  }
  return picked;
}

function numbersFor(classify: string, random: () => number): string[] {
  switch (classify) {
    case 'K3':
      return Array.from({ length: 3 }, () => String(1 + Math.floor(random() * 6)));
    case 'PK10':
      return distinct(random, 10, 10);
    case 'KENO':
      return distinct(random, 20, 80);
    case 'COLOR':
      return digits(random, 1);
    case 'SEA_TH':
      return [digits(random, 6).join('')];
    case 'SEA_MM':
      return [digits(random, 2).join('')];
    case 'SEA_LA':
    case 'SEA_MY':
    case 'SEA_SG':
      return [digits(random, 4).join('')];
    default:
      // SSC, SUPER and the Vietnamese special prize: five digits.
      return classify.startsWith('VN_') ? [digits(random, 5).join('')] : digits(random, 5);
  }
}

function issueNo(openedAt: Date, interval: number): string {
  const day = openedAt.toISOString().slice(0, 10).replaceAll('-', '');
  if (interval >= DAY) return day;
  const sinceMidnight = openedAt.getTime() % DAY;
  return `${day}-${String(Math.floor(sinceMidnight / interval) + 1).padStart(4, '0')}`;
}

/** The last `count` draws opened at or before `now`, newest first. */
export function latestDraws(merchantCode: string, game: DrawGame, now: Date, count: number): Draw[] {
  const interval = drawIntervalMs(game);
  const offset = interval >= DAY ? DAILY_OPEN_MINUTE * MINUTE : 0;
  let last = Math.floor((now.getTime() - offset) / interval) * interval + offset;
  const draws: Draw[] = [];
  for (let i = 0; i < count; i++, last -= interval) {
    const openedAt = new Date(last);
    const issue = issueNo(openedAt, interval);
    const random = generator(hashText(`${merchantCode}:${game.gameCode}:${issue}`));
    draws.push({
      gameCode: game.gameCode,
      gameName: game.gameName,
      issueNo: issue,
      numbers: numbersFor(game.gameClassify, random),
      openedAt: openedAt.toISOString(),
    });
  }
  return draws;
}
