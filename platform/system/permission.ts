/** Builds the permission answer (the site's "permission info") from the tenant file and the merchant's state. */

import type { PermissionValue } from '../../src/api/calls/permission';
import { encryptServicePath } from '../../src/api/calls/service-path';
import type { MerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';

export function domainRoutes(merchants: Merchant[]) {
  return merchants.flatMap((m) =>
    m.tenant.domains.map((domain, index) => ({ domain, merchantCode: m.code, main: index === 0 })),
  );
}

export async function buildPermission(
  merchant: Merchant,
  all: Merchant[],
  state: MerchantState,
  location: { ip: string; countryCode: string | null },
): Promise<PermissionValue> {
  const { tenant } = merchant;
  const customerService = await Promise.all(
    tenant.customerService.map(async (cs) => ({
      csType: cs.type,
      csPosition: 'SIDE_MENU',
      title: cs.type,
      path: await encryptServicePath(state.csKey, cs.url),
    })),
  );
  const resources = [
    { resourceType: 'APP_IOS', labelNameEn: 'iOS app', url: tenant.appDownload.ios },
    { resourceType: 'APP_ANDROID', labelNameEn: 'Android app', url: tenant.appDownload.android },
    { resourceType: 'APP_LITE', labelNameEn: 'Lite app', url: tenant.appDownload.lite },
    { resourceType: 'LICENCE', labelNameEn: 'Licence', url: tenant.licence.image },
  ];
  return {
    customerService,
    csKey: state.csKey,
    domainRoute: domainRoutes(all),
    resources,
    whitelabel: state.flags,
    register: state.registerRules,
    mainDomain: tenant.domains[0] as string,
    analytics: { gtagId: state.gtagId },
    imageCDNs: state.imageCdns.length ? state.imageCdns : [''],
    launchGameCDNs: state.launchGameCdns.length ? state.launchGameCdns : [''],
    location,
    maintenance: state.maintenance,
    regionRestriction:
      state.regionRestricted || (!!location.countryCode && state.blockedCountries.includes(location.countryCode)),
  };
}
