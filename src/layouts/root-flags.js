// Inlined into <head> by Base.astro (plain ES2020, minified at build: src/config/vite-plugin-inline-script.ts):
// the root's flags that must hold before the first paint.
try {
  if (localStorage.getItem('sideMenuCollapsed') === '1')
    document.documentElement.setAttribute('data-side-collapsed', '');
} catch {}
try {
  // A session (or a sign-in token arriving in the address) shows member content before paint.
  if (sessionStorage.getItem('token') || new URLSearchParams(location.search).get('token'))
    document.documentElement.setAttribute('data-member', '');
} catch {}
