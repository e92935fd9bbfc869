/**
 * What a browser does at a local demo provider (Demo ID, Demo Social, Demo Telegram), with fetch and a cookie jar:
 * open the authorization address, follow to the provider's page, submit its form with the given fields (its hidden
 * fields kept, its "log in" button pressed), and follow the redirects until the provider sends the browser back to
 * the site: that address (with code and state, or Telegram's data) is returned.
 */
export async function submitAtLocalProvider(
  authorizationUrl: string,
  fields: Record<string, string>,
  siteOrigin: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(siteOrigin)) return url;
    const res = await fetch(url, { redirect: 'manual', ...init, headers: { cookie: cookie(), ...init.headers } });
    remember(res);
    init = {};
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await res.text();
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page);
    if (!form || !Object.keys(fields).every((name) => page.includes(`name="${name}"`)))
      throw new Error(`unexpected provider page (${res.status}): ${page.slice(0, 300)}`);
    const body = new URLSearchParams();
    for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      body.set(
        name,
        value
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      );
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (form[2]?.includes('name="action" value="login"')) body.set('action', 'login');
    url = new URL(form[1] ?? '', url).href;
    init = {
      method: 'POST',
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}

/** Demo ID: signs in as `email`. */
export const signInAtLocalProvider = (authorizationUrl: string, email: string, siteOrigin: string) =>
  submitAtLocalProvider(authorizationUrl, { email }, siteOrigin);
