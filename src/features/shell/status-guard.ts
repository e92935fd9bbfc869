/**
 * System status on every page: 1 maintenance, 2 region restricted → the state page replaces the app. Runs in the shell
 * script for every visitor, so it uses the plain platform GET (no zod).
 */
import { platformValue } from '../../api/platform-value';
import { readStatus, type StatusReading, statusPage } from '../../api/system-status-reading';

/**
 * `prefix` is the page language's path prefix ('' or '/ur'). Resolves with the reading when the page stays
 * (status 0), null when it is being replaced or the platform could not be read.
 */
export async function guardSystemStatus(prefix: string): Promise<StatusReading | null> {
  try {
    const reading = readStatus(await platformValue('/wps/system/status', {}));
    const target = reading && statusPage(reading, prefix);
    if (!target) return reading;
    location.replace(target);
  } catch {
    // An unreachable platform must not lock players out of the static pages.
  }
  return null;
}
