/**
 * The blocked-IP page shows the visitor's IP. The app sends visitors there as
 * /restricted/?ip=<address> with the address the platform reported; anything that is not an IP is ignored.
 */
const IPV4 = /^(\d{1,3}\.){3}\d{1,3}$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

export function visitorIpFrom(search: string): string | null {
  const ip = new URLSearchParams(search).get('ip')?.trim() ?? '';
  return IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip)) ? ip : null;
}
