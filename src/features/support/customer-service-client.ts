/**
 * Brings the side menu's customer-service links up to date once the menu is in view (on phones, when the
 * drawer opens): the part that fetches, decrypts and draws them (service-links-update.ts) loads only then, so a
 * first visit on a phone, whose drawer is closed, never downloads it. Live chat opens in a window of its own
 * (at once, within the click). Plain DOM and a plain fetch, so every page keeps its tiny script budget; if
 * anything fails, the static links stay.
 */
import { openServiceLink } from './open-service';
import type { ServiceType } from './service-links';

for (const section of document.querySelectorAll<HTMLElement>('[data-service-links]')) {
  section.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-service-type]');
    if (anchor) openServiceLink({ type: anchor.dataset.serviceType as ServiceType, url: anchor.href }, event);
  });
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    // On failure the static links stay: still a way to reach support.
    import('./service-links-update').then(({ update }) => update(section)).catch(() => undefined);
  });
  observer.observe(section);
}
