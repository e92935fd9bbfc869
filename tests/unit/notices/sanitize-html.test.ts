// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/components/ui/sanitize-html';
import { htmlToText } from '../../../src/features/notices/html-text';

// The payload the reference platform seeds into one announcement (platform/content/seed-text.ts).
const HOSTILE =
  '<script>document.title="pwned"</script><img src="x" onerror="document.title=\'pwned\'"><a href="javascript:document.title=\'pwned\'">?</a>';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps the harmless rest', () => {
    const box = parse(sanitizeHtml(`<p>Hello <strong>players</strong></p>${HOSTILE}`));
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.innerHTML).not.toMatch(/javascript:|onerror|pwned/i);
    expect(box.querySelector('p strong')?.textContent).toBe('players');
    // the image stays, but its page-relative source ("x") is not requested
    expect(box.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('removes forms, inline styles, SVG and iframes', () => {
    const html =
      '<form action="/steal"><input name="password"></form><p style="position:fixed;inset:0">cover</p>' +
      '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>';
    const box = parse(sanitizeHtml(html));
    expect(box.querySelector('form, input, svg, iframe, script')).toBeNull();
    expect(box.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(box.textContent).toContain('cover');
  });

  it('opens links in a new tab without a way back to the portal, and lazy-loads images', () => {
    const box = parse(sanitizeHtml('<a href="https://example.com/promo">Promo</a><img src="/a.png" alt="">'));
    const link = box.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('loads only absolute, root-relative and inline images', () => {
    const srcs = [
      'https://cdn.example.com/a.png',
      '/lgw/assets/art/a.svg',
      'data:image/png;base64,iVBORw0KGgo=',
      'img/a.png',
      '//evil.example/a.png',
      'data:image/svg+xml,<svg/>',
    ];
    const box = parse(sanitizeHtml(srcs.map((src) => `<img src="${src}" alt="">`).join('')));
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      ...srcs.slice(0, 3),
      null,
      null,
      null,
    ]);
  });

  it('isolates the Latin runs of the text on request (right-to-left pages), never inside markup', () => {
    const html = '<p>جیت <a href="https://example.com/PG">PG Soft</a> پر Rs 500</p>';
    expect(sanitizeHtml(html, { isolateLtr: true })).toBe(
      '<p>جیت <a href="https://example.com/PG" target="_blank" rel="noopener noreferrer nofollow">\u2066PG Soft\u2069</a> پر \u2066Rs 500\u2069</p>',
    );
    expect(sanitizeHtml(html)).not.toContain('\u2066');
  });

  it("keeps the text of an editor's presentational wrappers, without them", () => {
    const html = '<center><font color="red" face="x">Big <b>win</b></font></center><p>a<big>b</big><nobr>c</nobr></p>';
    expect(sanitizeHtml(html)).toBe('Big <b>win</b><p>abc</p>');
  });

  it('drops what the policy does not know with its content, and attributes outside the policy', () => {
    const html =
      '<p class="x" data-id="1" aria-label="y" title="t" dir="rtl">kept</p><marquee>gone</marquee>' +
      '<noscript><p>gone</p></noscript><template><p>gone</p></template><!-- gone --><math><mi>gone</mi></math>' +
      '<object data="x">gone</object><meta http-equiv="refresh" content="0;url=https://evil.example">' +
      '<link rel="stylesheet" href="https://evil.example/a.css"><video src="x">gone</video>';
    expect(sanitizeHtml(html)).toBe('<p title="t" dir="rtl">kept</p>');
  });

  it('keeps table, list and time structure with their attributes', () => {
    const html =
      '<ol start="3" reversed=""><li value="5">x</li></ol><table><tbody><tr><th scope="col" colspan="2">h</th></tr>' +
      '<tr><td rowspan="2">d</td></tr></tbody></table><time datetime="2026-11-27">today</time>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves other DOMPurify users alone (its settings live on a private instance)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).not.toContain('target');
    expect(DOMPurify.sanitize('<p class="x">y</p>')).toContain('class');
  });
});

describe('htmlToText', () => {
  it('gives the readable text without script source, collapsing whitespace', () => {
    expect(htmlToText(`<p>Big   win:</p>\n<b>৳1,000</b>${HOSTILE}`)).toBe('Big win: ৳1,000?');
    expect(htmlToText('  plain   notice ')).toBe('plain notice');
    expect(htmlToText('Fish &amp; chips')).toBe('Fish & chips');
  });
});
