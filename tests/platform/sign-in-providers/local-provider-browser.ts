/**
 * What a browser does at the local demo provider, with fetch and a cookie jar: open the authorization address, follow
 * to the provider's sign-in page, submit an e-mail address, and follow the redirects until the provider sends the
 * browser back to the site: that address (with code and state) is returned.
 */
export async function signInAtLocalProvider(authorizationUrl: string, email: string, siteOrigin: string) {
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
    if (!page.includes('name="email"'))
      throw new Error(`unexpected provider page (${res.status}): ${page.slice(0, 300)}`);
    url = new URL(/action="([^"]+\/login)"/.exec(page)?.[1] ?? '', url).href;
    init = {
      method: 'POST',
      body: new URLSearchParams({ email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}
