/**
 * The state pages (maintenance, region restriction) ask the platform again on load and every half minute
 * while visible. A visitor who was held on a state page (the platform confirmed that state in this tab) goes
 * back home once the status is normal again; a status that changed kind (maintenance over, region still
 * blocked) sends them to the right page. A state page opened directly while all is well stays as it is:
 * there is nothing to return from. A plain fetch, like the shell's status guard, so these pages ship no
 * client library; the answer is the contract's systemStatusCall envelope, read defensively.
 */
export const RECHECK_MS = 30_000;
/** Session-storage flag: this tab was held on a state page by a confirmed status. */
export const HELD_KEY = 'systemStateHeld';

type Kind = 'maintenance' | 'restricted';
type Status = 0 | 1 | 2;
const STATUS_OF: Record<Kind, 1 | 2> = { maintenance: 1, restricted: 2 };

export interface StatusReading {
  status: Status;
  ip: string;
}

/** The status in a systemStatusCall answer, or null for anything else (then the page stays). */
export function readStatus(answer: unknown): StatusReading | null {
  const envelope = answer as { success?: unknown; value?: { status?: unknown; location?: { ip?: unknown } } };
  const status = envelope?.value?.status;
  if (envelope?.success !== true || (status !== 0 && status !== 1 && status !== 2)) return null;
  const ip = envelope.value?.location?.ip;
  return { status, ip: typeof ip === 'string' ? ip : '' };
}

/**
 * Where to go from a state page of `kind`: home (only for a visitor who was held here), the other state
 * page, or nowhere (same state, or no usable answer).
 */
export function returnTarget(kind: Kind, reading: StatusReading | null, prefix: string, held: boolean): string | null {
  if (!reading || reading.status === STATUS_OF[kind]) return null;
  if (reading.status === 0) return held ? `${prefix}/` : null;
  if (reading.status === 1) return `${prefix}/maintenance/`;
  return `${prefix}/restricted/?ip=${encodeURIComponent(reading.ip)}`;
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
      const response = await fetch(`${root.apiBase ?? ''}/wps/system/status`, {
        headers: { 'x-merchant-code': root.merchantCode ?? '', accept: 'application/json' },
      });
      reading = readStatus(await response.json());
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
