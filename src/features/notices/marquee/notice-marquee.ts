/**
 * Fills the home page's notice marquee once it scrolls into view, with the newest notices (at most 9, as
 * the platform sends them for types=H). A notice opens the site-notice view at its index. Plain DOM and
 * a plain fetch: the marquee must not bring React to a visitor's first page.
 */

import { platformValue } from '../../../api/platform-value';
import { isolateLtrRunsIfRtl } from '../../../i18n/bidi';
import { openDialog } from '../../../stores/dialogs';
import { marqueeLines, marqueeSeconds } from './marquee-lines';

function noticeButton(text: string, index: number, decorative: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'whitespace-nowrap px-6 text-sm hover:underline';
  button.dataset.noticeIndex = String(index);
  button.textContent = text;
  // The second copy only closes the loop visually: out of the tab order and of the accessibility tree.
  if (decorative) button.tabIndex = -1;
  return button;
}

async function fill(root: HTMLElement): Promise<void> {
  const track = root.querySelector<HTMLElement>('[data-marquee-track]');
  if (!track) return;
  const lines = marqueeLines(
    await platformValue('/wps/relay/announcements', {
      types: 'H',
      platform: 'W',
      language: root.dataset.language ?? '',
    }),
  );
  if (!lines.length) return;
  const main = document.createElement('div');
  main.className = 'flex';
  const copy = document.createElement('div');
  copy.className = 'notice-marquee-copy flex';
  copy.setAttribute('aria-hidden', 'true');
  lines.forEach((line, index) => {
    const text = isolateLtrRunsIfRtl(line, root);
    main.append(noticeButton(text, index, false));
    copy.append(noticeButton(text, index, true));
  });
  track.style.setProperty('--marquee-duration', `${marqueeSeconds(lines)}s`);
  track.replaceChildren(main, copy);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-notice-marquee]')) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-notice-index]');
    if (button) openDialog('notices', { index: Number(button.dataset.noticeIndex) || 0 });
  });
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    // The line is decoration on top of the page: on failure it simply stays empty.
    fill(root).catch(() => undefined);
  });
  observer.observe(root);
}
