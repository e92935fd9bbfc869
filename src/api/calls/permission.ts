/** The permission info: everything the platform configures for a merchant's site, at once. */
import { z } from 'zod/mini';
import { CUSTOMER_SERVICE_TYPES } from '../../config/flag-names';
import { defineCall } from './define-call';
import { registerRulesValue } from './register-rules';
import { domainRoute, location, whitelabelValue } from './system';

/**
 * A customer-service link. `path` is encrypted: base64 of (12-byte IV ‖ AES-256-GCM ciphertext ‖ tag) under
 * the `csKey` of the same permission answer; decrypt with decryptServicePath (service-path.ts).
 */
export const customerServiceItem = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  /** Where the link is shown: SIDE_MENU and FOOTER. */
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
});

export const resourceItem = z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() });

export const permissionValue = z.object({
  customerService: z.array(customerServiceItem),
  /** Base64 AES-256 key for the customer-service paths. */
  csKey: z.string(),
  domainRoute: z.array(domainRoute),
  resources: z.array(resourceItem),
  whitelabel: whitelabelValue,
  register: registerRulesValue,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  /** Prefixes for image paths, one picked at random; '' means the site's own origin. */
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValue>;

export const permissionCall = defineCall({
  method: 'GET',
  path: '/wps/system/permission',
  auth: false,
  value: permissionValue,
});
