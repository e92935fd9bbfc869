/**
 * Brings the side menu's customer-service links up to date once the menu is in view (on phones, when the
 * drawer opens): the platform's links replace the tenant file's, decrypted in the browser, each drawn from
 * the server-rendered template of its type. Live chat opens in a window of its own. Plain DOM and a plain
 * fetch, so every page keeps its tiny script budget; if anything fails, the static links stay.
 */
import { platformValue } from '../../api/platform-value';
import { linkAttributes, openServiceLink } from './open-service';
import { decryptServiceLinks, readPermission, type ServiceLink, type ServiceType } from './service-links';

function templates(section: HTMLElement): Map<string, HTMLTemplateElement> {
  return new Map(
    [...section.querySelectorAll<HTMLTemplateElement>('template[data-service-template]')].map((template) => [
      template.dataset.serviceTemplate as string,
      template,
    ]),
  );
}

function draw(section: HTMLElement, links: ServiceLink[], byType: Map<string, HTMLTemplateElement>): void {
  const list = section.querySelector('[data-service-list]');
  if (!list) return;
  const items = links.flatMap((link) => {
    const item = byType.get(link.type)?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    const anchor = item?.querySelector('a');
    if (!item || !anchor) return [];
    anchor.href = link.url;
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
    for (const [name, value] of Object.entries(linkAttributes(link))) anchor.setAttribute(name, value);
    return [item];
  });
  list.replaceChildren(...items);
  section.hidden = items.length === 0;
}

async function update(section: HTMLElement): Promise<void> {
  const byType = templates(section);
  const known = (type: string): type is ServiceType => byType.has(type);
  const value = readPermission(await platformValue('/wps/system/permission', {}), known);
  if (!value) return;
  draw(section, await decryptServiceLinks(value, section.dataset.position ?? ''), byType);
}

for (const section of document.querySelectorAll<HTMLElement>('[data-service-links]')) {
  section.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-service-type]');
    if (anchor) openServiceLink({ type: anchor.dataset.serviceType as ServiceType, url: anchor.href }, event);
  });
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    update(section).catch(() => undefined); // the static links stay: still a way to reach support
  });
  observer.observe(section);
}
