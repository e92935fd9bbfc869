/**
 * The marketing CMS page on the operator host (/admin/cms/ lists the merchants, /admin/cms/<merchant>/ edits one):
 * Decap CMS with the configuration the CMS server makes from the content schemas (scripts/lib/cms/cms-config.ts),
 * its proxy backend pointed at that server, and the promotion preview in the site's look. Bundled by
 * scripts/lib/cms/cms-bundle.ts; only ever loaded on the operator host, never by a merchant's site.
 */
import CMS from 'decap-cms-app';
import { PromotionPreview, previewMerchant } from './PromotionPreview';
import type { PreviewSite } from './preview-site';

/**
 * The operator session's cookie counts only on requests that carry this header (platform/admin/operator-session.ts:
 * a page of another origin cannot add it). Decap's proxy backend sends plain fetches, so same-origin /admin calls
 * get the header here.
 */
const OPERATOR_REQUEST_HEADER = 'x-operator-request';
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith('/admin/')) return pageFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(OPERATOR_REQUEST_HEADER, '1');
  return pageFetch(input, { ...init, headers });
};

const main = document.getElementById('cms-status') as HTMLElement;
const say = (html: string) => {
  main.innerHTML = html;
};

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const signInFirst = () =>
  say('<p>Sign in on the <a href="/admin/">operator console</a> (marketing or admin role), then come back.</p>');

async function listMerchants(): Promise<void> {
  const { status, body } = await json<{ merchants: { id: string; name: string }[] }>('/admin/cms/merchants');
  if (status === 401) return signInFirst();
  if (status === 403) return sayRefused(undefined);
  if (status !== 200) return say('<p>The CMS is not available.</p>');
  const links = body.merchants.map(
    (m) => `<li><a href="/admin/cms/${encodeURIComponent(m.id)}/">${m.name} (${m.id})</a></li>`,
  );
  say(`<h1>Edit promotions and help pages</h1><p>Choose a merchant:</p><ul>${links.join('')}</ul>`);
}

/** A refusal in the server's words (a role without the marketing permission, a merchant outside the scope). */
function sayRefused(error: unknown): void {
  const text = document.createElement('p');
  text.textContent = `Not allowed: ${typeof error === 'string' ? error : 'your role may not edit content'}.`;
  const back = Object.assign(document.createElement('a'), {
    href: '/admin/cms/',
    textContent: 'The merchants you edit',
  });
  main.replaceChildren(text, back);
}

async function openMerchant(id: string): Promise<void> {
  const { status, body } = await json<{ decap: object; site: PreviewSite; error?: string }>(`/admin/cms/${id}/config`);
  if (status === 401) return signInFirst();
  if (status === 403) return sayRefused(body?.error);
  if (status !== 200) return say(`<p>No merchant ${id}.</p>`);
  main.remove();
  const siteAsset = (path: string) => (path.startsWith('/') ? `/admin/cms/${id}/site${path}` : path);
  CMS.registerPreviewStyle(`/admin/cms/${id}/preview.css`);
  previewMerchant(body.site, siteAsset);
  CMS.registerPreviewTemplate('promotions', PromotionPreview as never);
  CMS.init({ config: body.decap as never });
  watchSite(id);
}

/** A line at the foot of the page: whether the merchant's site is being built from the saved content, or is live. */
function watchSite(id: string): void {
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.className = 'cms-site-status';
  document.body.append(line);
  const poll = async () => {
    const { status, body } = await json<{ state: string; liveAt: string | null; error: string | null }>(
      `/admin/cms/${id}/status`,
    ).catch(() => ({ status: 0, body: null }));
    if (status === 200 && body) {
      line.textContent =
        body.state === 'building'
          ? `Site ${id}: publishing…`
          : body.state === 'failed'
            ? `Site ${id}: not published, ${body.error ?? 'the build failed'}`
            : body.liveAt
              ? `Site ${id}: live (published ${new Date(body.liveAt).toLocaleTimeString()})`
              : `Site ${id}: live`;
    }
    setTimeout(poll, 2000);
  };
  void poll();
}

const merchant = /^\/admin\/cms\/([a-z0-9-]+)\/?$/.exec(location.pathname)?.[1];
void (merchant ? openMerchant(merchant) : listMerchants());
