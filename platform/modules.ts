/**
 * The platform's areas, in the order they start: each registers its routes, then (with an admin token) its
 * operator routes, and seeds its data in this order. Adding an area is a folder with an index.ts that exports its
 * module (area-module.ts) and one line here. The order matters where the list says why.
 */
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { agentsModule } from './agents';
import type { AreaModule } from './area-module';
import { betSeedModule } from './bet-seed';
import { betsModule } from './bets';
import { cdnModule } from './cdn';
import { contentModule } from './content';
import { contractsModule } from './contracts';
import { firstLoginModule } from './first-login';
import { gamesModule } from './games';
import { inboxModule } from './inbox';
import { liveModule } from './live';
import { loyaltyModule } from './loyalty';
import { missionsModule } from './missions';
import { moneyModule } from './money';
import { type PhoneVerificationProvider, phoneVerificationModule } from './phone-verification';
import { pointsModule } from './points';
import { promotionsModule, type UploadStore } from './promotions';
import { redEnvelopeModule } from './red-envelope';
import { referralModule } from './referral';
import { securityCentreModule } from './security-centre';
import { studioModule } from './studio';
import { systemModule } from './system';
import { tablesModule } from './tables';
import { openAtVendor, vendorsModule } from './vendors';

/** Services the platform's options choose (tests replace them) and hands to the areas that use them. */
export interface AreaServices {
  phoneVerification: PhoneVerificationProvider;
  uploads: UploadStore;
}

export const platformModules = ({ phoneVerification, uploads }: AreaServices): AreaModule[] => [
  // First: the guard every /admin route sits behind.
  adminModule,
  systemModule,
  accountsModule(phoneVerification),
  phoneVerificationModule(phoneVerification),
  // Demo data: agents' contracts before their teams, the teams before their inboxes.
  contractsModule,
  agentsModule,
  inboxModule,
  // Reference data: the catalogue before the tables' rooms and the content that links to games.
  gamesModule(openAtVendor),
  tablesModule,
  contentModule,
  moneyModule,
  // Demo data: the money history and play of every demo account seeded above.
  betSeedModule,
  studioModule,
  vendorsModule,
  betsModule,
  liveModule,
  missionsModule,
  loyaltyModule,
  referralModule,
  securityCentreModule,
  firstLoginModule,
  pointsModule,
  promotionsModule(uploads),
  redEnvelopeModule,
  cdnModule,
];
