/** The CMS page's HTML: a shell for the bundle (cms-main.tsx), which asks the server who is signed in. */
export const CMS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Content · operator console</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; }
  #cms-status { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  .cms-site-status { position: fixed; inset-inline-end: 1rem; inset-block-end: 0.5rem; z-index: 400; margin: 0;
    padding: 0.25rem 0.75rem; border-radius: 0.5rem; background: #1f2937; color: #fff; font-size: 0.85rem; }
  .cms-site-status:empty { display: none; }
</style>
<script type="module" src="/admin/cms/build/cms.js"></script>
</head>
<body>
<main id="cms-status"><p>Loading the editor…</p></main>
</body>
</html>
`;
