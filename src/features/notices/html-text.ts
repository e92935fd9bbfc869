/**
 * The readable text of operator HTML, for one-line places (the notice marquee, the notice list). React
 * renders it as text, so nothing in it can run; DOMParser builds an inert document (no scripts run, no
 * images load), which keeps DOMPurify out of the home page's marquee island.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
