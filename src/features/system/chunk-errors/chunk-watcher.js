// Inlined into every page by ChunkLoadNotice.astro (plain ES2020, no imports: it must work when chunks do not).
(() => {
  const TIMEOUT_MS = 120000; // chunk loading times out after 120 seconds
  let shown = false;

  // Chunks that finished loading: a load event seen (capturing: it does not bubble), a stylesheet with its
  // sheet, or a resource-timing entry (an observer with the buffered entries sees what finished earlier).
  const loaded = new WeakSet();
  const fetched = new Set();
  addEventListener('load', (event) => loaded.add(event.target), true);
  if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(5000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) fetched.add(entry.name);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // No resource timing: load events and stylesheets still tell.
  }

  function show(kind, failure, address) {
    if (!document.body) {
      // A stylesheet in <head> can fail before the body exists.
      document.addEventListener('DOMContentLoaded', () => show(kind, failure, address), { once: true });
      return;
    }
    const template = document.getElementById('chunk-load-notice');
    if (shown || !template) return;
    shown = true;
    const labels = JSON.parse(template.dataset.labels || '{}');
    const notice = template.content.firstElementChild.cloneNode(true);
    notice.querySelector('[data-chunk-failure]').textContent = `${labels[kind]} · ${labels[failure]}`;
    notice.querySelector('[data-chunk-address]').textContent = address;
    notice.querySelector('[data-chunk-reload]').addEventListener('click', () => location.reload());
    document.body.append(notice);
  }

  const isStylesheet = (element) => element.tagName === 'LINK' && /\bstylesheet\b/.test(element.rel);
  const isChunk = (element) =>
    (element.tagName === 'SCRIPT' && element.src) ||
    (element.tagName === 'LINK' && /\b(stylesheet|modulepreload)\b/.test(element.rel));

  // A <script> or <link> that fails (errors on elements do not bubble: listen while capturing).
  addEventListener(
    'error',
    (event) => {
      const element = event.target;
      if (element instanceof Element && isChunk(element)) {
        show(isStylesheet(element) ? 'stylesheet' : 'script', 'error', element.src || element.href);
      }
    },
    true,
  );

  // A dynamic import (an island, a dialog) that fails: Vite's preload helper, then the browser's own error.
  const importedAddress = (message) => (/(https?:\/\/\S+|\/_astro\/\S+)/.exec(String(message || '')) || [])[1] || '';
  addEventListener('vite:preloadError', (event) => {
    const address = importedAddress(event.payload?.message);
    show(/\.css(\?|$)/.test(address) ? 'stylesheet' : 'script', 'error', address);
  });
  const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
  addEventListener('unhandledrejection', (event) => {
    const message = event.reason?.message;
    if (CHUNK_FAILURE.test(message)) {
      const address = importedAddress(message);
      show(/\.css(\?|$)/.test(address) ? 'stylesheet' : 'script', 'error', address);
    }
  });
  // An island whose component chunk does not load (Astro retries once, then reports it here).
  addEventListener('astro:hydration-error', (event) => {
    const detail = event.detail || {};
    if (detail.error && CHUNK_FAILURE.test(detail.error.message)) {
      show('script', 'error', new URL(detail.componentUrl, location.href).href);
    }
  });

  const finished = (element, address) =>
    loaded.has(element) || (isStylesheet(element) && element.sheet !== null) || fetched.has(address);

  // A chunk of the page (a script, a stylesheet, a module preload, including those added later) that is still
  // loading 120 s after it was first seen. Checked every 5 s, so the message comes within 125 s.
  const pendingSince = new WeakMap();
  const timer = setInterval(() => {
    if (shown) return clearInterval(timer);
    const now = Date.now();
    for (const element of document.querySelectorAll(
      'script[src], link[rel~="stylesheet"], link[rel~="modulepreload"]',
    )) {
      const address = element.src || element.href;
      if (!address || finished(element, address)) continue;
      if (!pendingSince.has(element)) pendingSince.set(element, now);
      if (now - pendingSince.get(element) >= TIMEOUT_MS) {
        show(isStylesheet(element) ? 'stylesheet' : 'script', 'timeout', address);
        return clearInterval(timer);
      }
    }
  }, 5000);
})();
