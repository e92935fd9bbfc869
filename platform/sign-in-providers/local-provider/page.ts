/**
 * The local demo provider's own sign-in page: it stands where Google's or Facebook's page would, outside the sites
 * (so it is not translated by the sites' i18next; it is short English, as a third-party page would be in the
 * browser's language). Escapes everything it echoes.
 */
import { DEMO_PROVIDER_ACCOUNTS } from './accounts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export function signInPage(uid: string, clientName: string, error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const accounts = DEMO_PROVIDER_ACCOUNTS.map((email) => `<li><code>${escapeHtml(email)}</code></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo ID: sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;font-size:1rem}input,button{padding:.6rem;margin:.4rem 0}
button{cursor:pointer}.error{color:#b91c1c}</style></head>
<body><main>
<h1>Demo ID</h1>
<p>Sign in to continue to <strong>${escapeHtml(clientName)}</strong>. This is the platform's local demo provider: no password; any e-mail address signs in as itself.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Sign in to Demo ID</button>
</form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
<p>Demo accounts:</p><ul>${accounts}</ul>
</main></body></html>`;
}
