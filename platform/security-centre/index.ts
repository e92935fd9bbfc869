/** The security centre: a member's bindings (mobile, e-mail, payout accounts) and profile. */
import type { AreaModule } from '../area-module';
import { registerSecurityCentreRoutes } from './routes';

export const securityCentreModule: AreaModule = { name: 'security-centre', routes: registerSecurityCentreRoutes };
