/**
 * The platform's areas, in the order they start: each registers its routes, then its
 * operator routes, and seeds its data in this order. Adding an area is a folder with an index.ts that exports its
 * module (area-module.ts) and one line here. The order matters where the list says why.
 */

import type { CallDefinition } from '../src/api/calls/define-call';
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
import { followWinsOnBoard, gamesModule } from './games';
import type { AudienceTable, SpecialAudience } from './http/audience';
import { inboxModule } from './inbox';
import { type DocumentBox, kycModule } from './kyc';
import { liveModule } from './live';
import { loyaltyModule } from './loyalty';
import { memberDeskModule } from './member-desk';
import { missionsModule } from './missions';
import { moneyModule } from './money';
import { passkeysModule } from './passkeys';
import { type PhoneVerificationProvider, phoneVerificationModule } from './phone-verification';
import { pointsModule } from './points';
import { promotionsModule, type UploadStore } from './promotions';
import { redEnvelopeModule } from './red-envelope';
import { referralModule } from './referral';
import { recordingRefusals, refuseDepositOverLimit, responsibleGamingModule } from './responsible-gaming';
import type { SecretBox } from './security/secret-box';
import { securityCentreModule } from './security-centre';
import { type ProviderDirectory, signInProvidersModule } from './sign-in-providers';
import { studioModule } from './studio';
import { systemModule } from './system';
import { tablesModule } from './tables';
import { testClockModule } from './test-clock';
import { openAtVendor, vendorsModule } from './vendors';

/** Services the platform's options choose (tests replace them) and hands to the areas that use them. */
export interface AreaServices {
  phoneVerification: PhoneVerificationProvider;
  uploads: UploadStore;
  /** Seals and opens identity documents (kyc/document-box.ts), with the key made from the platform's secrets. */
  kycDocuments: DocumentBox;
  /** Seals TOTP secrets (the platform's secrets' totpBox), for the seeders that write them. */
  totpBox: SecretBox;
  /** The merchants' one-click sign-in providers, ready for openid-client (sign-in-providers/directory.ts). */
  signInProviders: ProviderDirectory;
}

/**
 * The modules, handed their services as a function they call when they register their routes: the services are
 * made from the migrated database (the secrets store), and the migrations come from the modules themselves.
 */
export const platformModules = (services: () => AreaServices): AreaModule[] => [
  // First: the guard every /admin route sits behind.
  adminModule(() => services().totpBox),
  systemModule,
  accountsModule(() => services().phoneVerification),
  phoneVerificationModule(() => services().phoneVerification),
  // Demo data: agents' contracts before their teams, the teams before their inboxes.
  contractsModule,
  agentsModule,
  inboxModule,
  // Reference data: the catalogue before the tables' rooms and the content that links to games.
  gamesModule(openAtVendor),
  tablesModule,
  contentModule,
  moneyModule({
    refuse: refuseDepositOverLimit,
    recording: (db, who, now, work) => recordingRefusals(db, who, 'deposit', now, work),
  }),
  // Demo data: the money history and play of every demo account seeded above.
  betSeedModule,
  // The home's winner boards (games) follow the wins the studio's rounds and the vendors' credits pay.
  studioModule([followWinsOnBoard]),
  vendorsModule([followWinsOnBoard]),
  betsModule,
  liveModule,
  missionsModule,
  loyaltyModule,
  referralModule,
  securityCentreModule,
  passkeysModule,
  signInProvidersModule(() => services().signInProviders),
  responsibleGamingModule,
  kycModule(() => ({ uploads: services().uploads, box: services().kycDocuments })),
  firstLoginModule,
  pointsModule,
  promotionsModule(() => services().uploads),
  redEnvelopeModule,
  cdnModule,
  // The operator's member page reads through the doors of the areas above.
  memberDeskModule,
  // Browser tests of time only: mounted when the platform runs a movable clock.
  testClockModule,
];

/** For readers of the list that start nothing (the migrations, the audience table, tests): no service is made. */
export const withoutServices = (): AreaServices => {
  throw new Error('this use of the module list reads no service');
};

/** The modules' audience entries as one table (a call named twice is a mistake the start refuses). */
export function audienceTableOf(modules: readonly AreaModule[]): AudienceTable {
  const table = new Map<CallDefinition, SpecialAudience>();
  for (const module of modules) {
    for (const [call, audience] of module.audience ?? []) {
      if (table.has(call)) throw new Error(`${module.name}: the audience of ${call.path} is already set`);
      table.set(call, audience);
    }
  }
  return table;
}
