/**
 * Fills the home winner boards (WinnerBoards.astro) once they come into view: one winner-board call
 * (gameCategory ALL, 20 winners, the page's language), the biggest-wins board with the first 9 and the
 * jackpot board with the newest wins and its demo figure, which ticks every 3 s. Amounts are written in the
 * site's one money style (2 decimals, the page's grouping and digits) from what the build read of it
 * (data-numbers), so the boards never start Intl (i18n/number-style.ts). Game icons load from the visit's
 * CDN image hosts (components/ui/cdn-image.ts).
 */
import { platformValue } from '../../../api/platform-value';
import { prepareCdnImages, showCdnImage } from '../../../components/ui/cdn-image';
import { type PageNumbers, writeMoney, writeNumber } from '../../../i18n/number-style';
import {
  type BoardWinner,
  biggestWins,
  DEMO_TICK_MS,
  jackpotFigure,
  latestWins,
  readWinners,
  TICKER_WINDOW_ROWS,
} from './winner-board';

interface Numbers {
  money: (amount: number) => string;
  count: (value: number) => string;
}

/** A row: icon, masked player and game on the start side, the win on the end side; Latin runs isolated. */
function row(winner: BoardWinner, numbers: Numbers, rank: number | null, hidden: boolean): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'flex h-9 items-center gap-2 text-sm';
  if (rank !== null) {
    const place = document.createElement('span');
    place.className = 'w-5 shrink-0 text-center font-bold text-xs opacity-70';
    place.textContent = numbers.count(rank);
    item.append(place);
  }
  const icon = document.createElement('img');
  showCdnImage(icon, winner.iconUrl);
  icon.alt = '';
  icon.width = 28;
  icon.height = 28;
  icon.loading = 'lazy';
  icon.decoding = 'async';
  icon.className = 'size-7 shrink-0 rounded';
  const who = document.createElement('span');
  who.className = 'flex min-w-0 flex-1 flex-col leading-tight';
  const name = document.createElement('bdi');
  name.className = 'truncate text-xs opacity-70';
  name.textContent = winner.customerName;
  const game = document.createElement('bdi');
  game.className = 'truncate';
  game.textContent = winner.gameName;
  who.append(game, name);
  const amount = document.createElement('bdi');
  amount.className = 'shrink-0 font-semibold text-success tabular-nums';
  amount.textContent = numbers.money(winner.winAmount);
  item.append(icon, who, amount);
  if (hidden) item.setAttribute('aria-hidden', 'true');
  return item;
}

function emptyNote(root: HTMLElement): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'text-sm opacity-70';
  item.textContent = root.querySelector('template[data-empty-text]')?.textContent ?? '';
  return item;
}

async function fill(root: HTMLElement): Promise<void> {
  prepareCdnImages(); // the game icons come from the visit's image hosts: ask for them with the winners
  const value = await platformValue('/wps/relay/winnerRankList', {
    gameCategory: 'ALL',
    language: root.dataset.language ?? '',
    limitNum: '20',
  });
  const winners = readWinners(value);
  // The page's money style, read by its build: the amounts are written without starting Intl (number-style.ts).
  const page = JSON.parse(root.dataset.numbers ?? 'null') as PageNumbers | null;
  if (!page) return;
  const money = (amount: number) => writeMoney(amount, page);
  const numbers: Numbers = { money, count: (value) => writeNumber(value, page.style) };

  const biggest = root.querySelector<HTMLElement>('[data-biggest-list]');
  biggest?.replaceChildren(
    ...(winners.length ? biggestWins(winners).map((w, i) => row(w, numbers, i + 1, false)) : [emptyNote(root)]),
  );

  const list = root.querySelector<HTMLElement>('[data-jackpot-list]');
  const latest = latestWins(winners);
  // The list, then a copy of its first rows that closes the loop of the rolling animation (hidden from assistive
  // tech): the window never shows more of the copy than it holds.
  list?.replaceChildren(
    ...(latest.length
      ? [
          ...latest.map((w) => row(w, numbers, null, false)),
          ...latest.slice(0, TICKER_WINDOW_ROWS).map((w) => row(w, numbers, null, true)),
        ]
      : [emptyNote(root)]),
  );
  list?.style.setProperty('--ticker-rows', String(latest.length));
  list?.style.setProperty('--ticker-duration', `${Math.max(20, latest.length * 3)}s`);

  const figure = root.querySelector<HTMLElement>('[data-jackpot-figure]');
  if (!figure || !winners.length) return;
  let ticks = 0;
  const show = () => {
    figure.textContent = money(jackpotFigure(winners, ticks));
  };
  show();
  setInterval(() => {
    ticks += 1;
    show();
  }, DEMO_TICK_MS);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-winner-boards]')) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    fill(root).catch(() => undefined);
  });
  observer.observe(root);
}
