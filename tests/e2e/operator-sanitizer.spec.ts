/**
 * Operator HTML has two sanitising engines with one policy (src/components/ui/operator-sanitizer.ts): Chromium's
 * own Sanitizer, which the sites use here, and DOMPurify, which browsers without one load. In a real Chromium,
 * both engines sanitise the same hostile and ordinary HTML, and must give the same markup, with nothing that runs.
 * (What the sites then do with it, links and images, is checked on the announcement: notices-announcements.spec.ts.)
 */
import { createRequire } from 'node:module';
import { LINKABLE_URL, LOADABLE_IMAGE } from '../../src/components/ui/operator-html-policy';
import { SANITIZER_CONFIG } from '../../src/components/ui/operator-sanitizer';
import { PURIFY_CONFIG } from '../../src/components/ui/sanitize-html';
import { expect, test } from './fixtures';

const CORPUS = [
  // The payload the reference platform seeds into one announcement.
  '<script>document.title="pwned"</script><img src="x" onerror="document.title=\'pwned\'"><a href="javascript:document.title=\'pwned\'">?</a>',
  '<p>Deposit <strong>now</strong> and get <em>50%</em> more.</p><ul><li>one</li><li>two</li></ul>',
  '<a href="https://example.com/promo" target="_self" onclick="x()">Promo</a><a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a><a href="/promotions/">root</a>',
  '<img src="/lgw/assets/art/a.png" alt="Bonus" width="200" height="100" style="position:fixed" class="x">',
  '<form action="/steal"><input name="password"><button>go</button></form><textarea>t</textarea>',
  '<svg><script>alert(1)</script><a href="javascript:alert(1)"><text>t</text></a></svg><math><mi>x</mi></math>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><base href="https://evil/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil/a.css">',
  '<style>*{display:none}</style><p>after a style</p>',
  '<p id="x" name="y" class="z" data-a="1" aria-hidden="true" title="t" lang="en" dir="ltr">attributes</p>',
  '<center><font color="red">Big <b>win</b></font></center><marquee>gone</marquee><!-- comment -->',
  '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>',
  '<details open ontoggle="alert(1)"><summary>s</summary>gone</details><template><p>t</p></template>',
  '<p>جیت <a href="https://example.com/PG">PG Soft</a> پر Rs 500</p><bdi>JAZ2022-044/8048</bdi>',
];

/**
 * Known mutation-XSS shapes: markup that parses differently with and without scripting, or in foreign content.
 * The two engines' parsers may build different trees from them (DOMPurify's DOMParser reads <noscript> as
 * text, the Sanitizer as markup), so only safety is required of both, not the same markup.
 */
const PARSER_TRICKS = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
];

const purifyBundle = createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js');

test("Chromium's Sanitizer and DOMPurify give the same markup under the operator HTML policy", async ({ page }) => {
  await page.goto('about:blank');
  await page.addScriptTag({ path: purifyBundle });
  const results = await page.evaluate(
    ({ corpus, sanitizerConfig, purifyConfig, linkable, loadable }) => {
      const purify = (window as unknown as { DOMPurify: { sanitize(html: string, config: object): HTMLElement } })
        .DOMPurify;
      const sanitizer = new Sanitizer(sanitizerConfig);
      // The policy's URL rules (applyOperatorHtmlRules), which the sites apply after either engine.
      const withUrlRules = (root: Element) => {
        for (const a of root.querySelectorAll('a[href]'))
          if (!new RegExp(linkable, 'i').test(a.getAttribute('href') ?? '')) a.removeAttribute('href');
        for (const img of root.querySelectorAll('img[src]'))
          if (!new RegExp(loadable, 'i').test(img.getAttribute('src') ?? '')) img.removeAttribute('src');
        return root.innerHTML;
      };
      return corpus.map((html) => {
        const box = document.implementation.createHTMLDocument('').createElement('div');
        if (!box.setHTML) throw new Error('this Chromium has no Element.setHTML');
        box.setHTML(html, { sanitizer });
        const purified = purify.sanitize(html, { ...purifyConfig, RETURN_DOM: true });
        return { html, native: withUrlRules(box), purify: withUrlRules(purified) };
      });
    },
    {
      corpus: [...CORPUS, ...PARSER_TRICKS],
      sanitizerConfig: SANITIZER_CONFIG,
      purifyConfig: PURIFY_CONFIG,
      linkable: LINKABLE_URL.source,
      loadable: LOADABLE_IMAGE.source,
    },
  );
  for (const [index, { html, native, purify }] of results.entries()) {
    if (index < CORPUS.length) expect(native, html).toBe(purify);
    for (const safe of [native, purify]) {
      expect(safe, html).not.toMatch(
        /<(script|style|svg|math|iframe|object|embed|form|input|meta|link|base|noscript|xmp)\b/i,
      );
      // Attribute-shaped text is harmless inside a text node; it must not be an attribute (after a space, in a tag).
      expect(safe.replace(/>[^<]*</g, '><'), html).not.toMatch(/\son\w+=|javascript:|data:text|class=|style=|\sid=/i);
    }
  }
  // The ordinary ones keep their content.
  expect(results[1]?.native).toBe(CORPUS[1]);
  expect(results[11]?.native).toContain('Big <b>win</b>');
});
