/** Provider calls (src/api/calls/sign-in-providers.ts): start, finish and link a sign-in; list and unlink. */
import {
  providerFinishCall,
  providerLinkCall,
  providerLinksCall,
  providerStartCall,
  providerUnlinkCall,
} from '../../src/api/calls/sign-in-providers';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { ProviderDirectory } from './directory';
import { finishFlow, linkWithPassword, startFlow } from './flows';
import { linksOf, unlink } from './links';

export function registerProviderRoutes(router: Router, deps: PlatformDeps, directory: ProviderDirectory): void {
  router.route(providerStartCall, ({ body, merchant, member, clientIp, c }) =>
    startFlow(deps, directory, c, merchant, member, body, clientIp),
  );
  router.route(providerFinishCall, ({ body, merchant, clientIp, c }) =>
    finishFlow(deps, directory, c, merchant, body, clientIp),
  );
  router.route(providerLinkCall, ({ body, merchant, clientIp, c }) =>
    linkWithPassword(deps, c, merchant, body, clientIp),
  );
  router.route(providerLinksCall, async ({ requireMember }) => ({ links: await linksOf(deps.db, requireMember().id) }));
  router.route(providerUnlinkCall, async ({ query, requireMember }) => {
    await unlink(deps.db, requireMember().id, query.provider);
    return { provider: query.provider };
  });
}
