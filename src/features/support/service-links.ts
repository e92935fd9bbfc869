/**
 * Customer-service links from the platform: the permission answer lists them with encrypted
 * paths and the key to decrypt them (service-path.ts). A link that does not decrypt, or decrypts to
 * anything but an http(s), tg:// or viber:// address, is dropped: a javascript: link must never reach an
 * href, whatever the platform sends.
 */
import type { PermissionValue } from '../../api/calls/permission';
import { decryptServicePath } from '../../api/calls/service-path';
import type { CUSTOMER_SERVICE_TYPES } from '../../config/tenant-schema';

export type ServiceType = (typeof CUSTOMER_SERVICE_TYPES)[number];

export interface ServiceLink {
  type: ServiceType;
  url: string;
}

const SAFE_URL = /^(https?|tg|viber):\/\/\S+$/i;

export function isSafeServiceUrl(url: string): boolean {
  if (!SAFE_URL.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

type Permission = Pick<PermissionValue, 'customerService' | 'csKey'>;

/** The decrypted, safe links shown at `position` (SIDE_MENU, FOOTER), in the platform's order. */
export async function decryptServiceLinks(permission: Permission, position: string): Promise<ServiceLink[]> {
  const items = permission.customerService.filter((item) => item.csPosition === position);
  const links = await Promise.all(
    items.map(async (item) => {
      try {
        const url = (await decryptServicePath(permission.csKey, item.path)).trim();
        return isSafeServiceUrl(url) ? { type: item.csType, url } : null;
      } catch {
        return null;
      }
    }),
  );
  return links.filter((link): link is ServiceLink => link !== null);
}

/**
 * The customer-service part of a permission answer fetched without the typed client, read defensively:
 * items of unknown types (`known` says which the page can draw) or without text fields are left out.
 */
export function readPermission(value: unknown, known: (type: string) => type is ServiceType): Permission | null {
  const answer = value as { customerService?: unknown; csKey?: unknown } | null;
  if (!answer || typeof answer.csKey !== 'string' || !Array.isArray(answer.customerService)) return null;
  const customerService = answer.customerService.filter(
    (item): item is Permission['customerService'][number] =>
      known(item?.csType) && typeof item.csPosition === 'string' && typeof item.path === 'string',
  );
  return { csKey: answer.csKey, customerService };
}
