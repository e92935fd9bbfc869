/** Google's tag, loaded the way Google documents it, only ever after the visitor has agreed. */

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export function loadGtag(id: string): void {
  const tagWindow = window as unknown as TagWindow;
  tagWindow.dataLayer ??= [];
  const dataLayer = tagWindow.dataLayer;
  tagWindow.gtag = function gtag() {
    // The tag reads the arguments object itself, not an array copy of it.
    // biome-ignore lint/complexity/noArguments: gtag's documented snippet
    dataLayer.push(arguments);
  };
  tagWindow.gtag('js', new Date());
  tagWindow.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
