/**
 * Analytics with consent (the tag id is the permission answer's `analytics.gtagId`). Once the page has loaded
 * and the browser is idle — never on the first paint — it asks the platform whether the merchant uses an
 * analytics tag. With one, a visitor who agreed before gets the tag; one who declined gets nothing; one who
 * was never asked sees the consent banner, at its turn among the page's overlays (stores/overlays.ts): last, and put
 * away while another overlay or an app dialog is open. Plain DOM and a plain fetch: no framework on any page for this.
 */
import { platformValue } from '../../api/platform-value';
import { offerOverlay, overlayClosed } from '../../stores/overlays';
import { type ConsentChoice, gtagIdOf, readConsent, saveConsent } from './consent-choice';
import { loadGtag } from './gtag';

function ask(id: string): void {
  const template = document.getElementById('analytics-consent') as HTMLTemplateElement | null;
  const banner = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!banner) return;
  const answer = (choice: ConsentChoice) => () => {
    saveConsent(choice);
    banner.remove();
    overlayClosed('consent');
    if (choice === 'granted') loadGtag(id);
  };
  banner.querySelector('[data-consent="granted"]')?.addEventListener('click', answer('granted'));
  banner.querySelector('[data-consent="denied"]')?.addEventListener('click', answer('denied'));
  void offerOverlay('consent', {
    show: () => {
      document.body.append(banner);
      return true;
    },
    hide: () => banner.remove(),
  });
}

async function start(): Promise<void> {
  const choice = readConsent();
  if (choice === 'denied') return;
  const id = gtagIdOf(await platformValue('/wps/system/permission', {}).catch(() => null));
  if (!id) return;
  if (choice === 'granted') loadGtag(id);
  else ask(id);
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 5000 });
  else setTimeout(() => void start(), 1000);
}

if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
