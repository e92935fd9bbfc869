/**
 * `client:demand`: hydrate an island only when the app is needed, so a visitor browsing static pages
 * downloads no React at all (players are on slow phones; a first visit's JS budget is 30 kB brotli).
 * The app is needed when:
 *   - a session exists (a token in session storage, or one arriving in the query string);
 *   - the route opens a dialog (/login, /register);
 *   - anything asks for it: openDialog() dispatches the demand event (a click on "Log in", "Feedback", a
 *     popup's "Register" …).
 * A visitor's popups do not need it: src/features/notices/popups/visitor-popups.ts shows them in plain DOM.
 */
import type { ClientDirective } from 'astro';

export const DEMAND_EVENT = 'portal:demand';

function appNeededNow(): boolean {
  try {
    if (sessionStorage.getItem('token')) return true;
    if (new URLSearchParams(location.search).has('token')) return true;
    return /^(\/[a-z]{2})?\/(login|register)\/?$/.test(location.pathname);
  } catch {
    return true; // no storage to tell: behave like an ordinary island
  }
}

const demand: ClientDirective = (load) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
  };
  window.addEventListener(DEMAND_EVENT, start, { once: true });
  if (!appNeededNow()) return;
  // Needed, but not before the page is usable: wait for an idle moment as client:idle does.
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
};

export default demand;
