/**
 * The side menu's customer-service links brought up to date (customer-service-client.ts loads this once the menu
 * is in view): the platform's links replace the tenant file's, decrypted in the browser, each drawn from the
 * server-rendered template of its type.
 */
import { platformValue } from '../../api/platform-value';
import { linkAttributes } from './open-service';
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

export async function update(section: HTMLElement): Promise<void> {
  const byType = templates(section);
  const known = (type: string): type is ServiceType => byType.has(type);
  const value = readPermission(await platformValue('/wps/system/permission', {}), known);
  if (!value) return;
  draw(section, await decryptServiceLinks(value, section.dataset.position ?? ''), byType);
}
