/**
 * The merchant's CDN host lists (permission info `imageCDNs`, `launchGameCDNs`; the site picks hosts from them at
 * random), an operator setting kept in the merchant's state. Each entry is an https origin (scheme and host, optional
 * port, no path) or '' for the site's own origin; an empty list answers `['']` (the reference platform serves images
 * and games itself). Admin token required (admin.ts).
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

/** `https://host[:port]` without a path, or '' (own origin). */
export const cdnHost = z.union([
  z.literal(''),
  z
    .string()
    .check(
      z.maxLength(200),
      z.regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'must be an https origin such as https://img1.example.com'),
    ),
]);

const hostList = z.array(cdnHost).check(z.maxLength(10));

export const adminCdnCall = defineCall({
  method: 'POST',
  path: '/admin/merchant/cdn',
  auth: false,
  body: z.strictObject({
    merchantCode: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/)),
    imageCDNs: hostList,
    launchGameCDNs: hostList,
  }),
  value: z.object({ imageCDNs: z.array(z.string()), launchGameCDNs: z.array(z.string()) }),
});
