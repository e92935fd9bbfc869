/**
 * On a developer's machine every merchant is served at http://<tenantId>.localhost:<port>/ (npm start).
 * Links to another merchant name its production domain; on local hosts they are mapped to the local one.
 */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

export function localTenantUrl(
  productionUrl: string,
  tenantId: string,
  here: Pick<Location, 'protocol' | 'port'>,
): string {
  const url = new URL(productionUrl);
  const port = here.port ? `:${here.port}` : '';
  return `${here.protocol}//${tenantId}.localhost${port}${url.pathname}${url.search}${url.hash}`;
}
