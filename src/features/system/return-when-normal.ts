/**
 * The state pages (maintenance, region restriction) ask the platform again on load and every half minute
 * while visible. A visitor who was held on a state page (the platform confirmed that state in this tab) goes
 * back home once the status is normal again; a status that changed kind (maintenance over, region still
 * blocked) sends them to the right page. A state page opened directly while all is well stays as it is:
 * there is nothing to return from. Uses the plain platform GET, like the shell's status guard.
 */
import { platformValue } from '../../api/platform-value';
import { readStatus, type StatusReading, statusPage } from '../../api/system-status-reading';

export const RECHECK_MS = 30_000;
/** Session-storage flag: this tab was held on a state page by a confirmed status. */
export const HELD_KEY = 'systemStateHeld';

type Kind = 'maintenance' | 'restricted';
const STATUS_OF: Record<Kind, 1 | 2> = { maintenance: 1, restricted: 2 };

/**
 * Where to go from a state page of `kind`: home (only for a visitor who was held here), the other state
 * page, or nowhere (same state, or no usable answer).
 */
export function returnTarget(kind: Kind, reading: StatusReading | null, prefix: string, held: boolean): string | null {
  if (!reading || reading.status === STATUS_OF[kind]) return null;
  if (reading.status === 0) return held ? `${prefix}/` : null;
  return statusPage(reading, prefix);
}

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function watchSystemStatus(kind: Kind): void {
  const root = document.documentElement.dataset;
  const prefix = root.langPrefix ?? '';
  const check = async () => {
    if (document.visibilityState === 'hidden') return;
    let reading: StatusReading | null = null;
    try {
      reading = readStatus(await platformValue('/wps/system/status', {}));
    } catch {
      return; // platform unreachable: stay
    }
    if (reading?.status === STATUS_OF[kind]) storage()?.setItem(HELD_KEY, '1');
    const next = returnTarget(kind, reading, prefix, storage()?.getItem(HELD_KEY) === '1');
    if (!next) return;
    if (reading?.status === 0) storage()?.removeItem(HELD_KEY);
    location.replace(next);
  };
  void check();
  setInterval(check, RECHECK_MS);
  document.addEventListener('visibilitychange', () => void check());
}
