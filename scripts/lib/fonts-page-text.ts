/**
 * The characters a built page can show: its text, the attribute values that become text (placeholders,
 * alt text, island props) and the strings its inline scripts and data blocks write into it. Read with a
 * real HTML parser so entities are decoded and markup never counts as text.
 */
import { Parser } from 'htmlparser2';

export interface PageText {
  /** The page's `<html lang>`, empty when missing. */
  lang: string;
  text: string;
}

/** Attributes whose values are never shown as text. */
const NOT_TEXT = new Set(['class', 'style', 'href', 'src', 'srcset', 'id', 'rel', 'type', 'integrity', 'd']);

export function readPageText(html: string): PageText {
  let lang = '';
  const parts: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html') lang = attributes.lang ?? '';
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!NOT_TEXT.has(attribute)) parts.push(value);
        }
      },
      // Text nodes, and the inside of <script>/<style>: scripts write their strings into the page; CSS
      // `content:` strings are drawn too.
      ontext(text) {
        parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { lang, text: parts.join(' ') };
}
