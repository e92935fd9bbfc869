/**
 * The merchant ("tenant") file: one `tenants/<id>.json` per merchant drives one static site per region.
 * Every field is documented here; `npm run schema` turns this schema into `tenants/tenant.schema.json`
 * so editors autocomplete and flag mistakes while marketing or operators edit a tenant file.
 */
import { z } from 'zod';
import { PRIZE_MODES } from '../api/calls/games/game';
import { currencyInfo } from '../i18n/currencies';
import { LANGUAGE_CODES } from '../i18n/languages';
import { MIN_TEXT_CONTRAST, unreadablePairs } from './contrast';
import { CUSTOMER_SERVICE_TYPES, FEATURE_FLAGS, type FeatureFlag } from './flag-names';
import { maxWinPerRoundSchema, winnerBoardMinWinSchema } from './game-limits-schema';
import { kycSchema } from './kyc-schema';
import { loyaltySchema } from './loyalty-schema';
import { missionsSchema } from './missions-schema';
import { paymentsSchema } from './payments-schema';
import { pointsSchema } from './points-schema';
import { profileSchema } from './profile-schema';
import { promotionsSchema } from './promotions-schema';
import { redEnvelopeSchema } from './red-envelope-schema';
import { referralSchema } from './referral-schema';
import { responsibleGamingSchema } from './responsible-gaming-schema';
import { signInProvidersSchema } from './sign-in-providers-schema';

export { CUSTOMER_SERVICE_TYPES, FEATURE_FLAGS, type FeatureFlag };

const languageCode = z
  .enum(LANGUAGE_CODES as [string, ...string[]], {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a language of src/i18n/locales/languages.json (${LANGUAGE_CODES.join(', ')}); ` +
      'a new language is an entry there and its messages in src/i18n/locales/<code>/',
  })
  .meta({
    description:
      'A site language of src/i18n/locales/languages.json: bn (Bangla), zh (Simplified Chinese, CN to the platform), ' +
      'en, my (Burmese), ur (Urdu), ne (Nepali) …',
  });

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1d4ed8')
  .meta({ examples: ['#1d4ed8'] });

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A path under public/ (starting with /) or an absolute http(s) URL. */
const asset = z
  .string()
  .regex(/^(\/[\w./-]+|https?:\/\/\S+)$/, 'must be a path under public/ starting with / or an http(s) URL');

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a lower-case host name like bd.example.com');

/** Text in several languages; the tenant's default language must be present (checked below). */
const localizedText = z
  .partialRecord(languageCode, z.string().min(1))
  .meta({ description: 'Text per language code; missing languages fall back to the default language.' });

export const themeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        primary: hexColor.meta({ description: 'Buttons, active navigation, links.' }),
        primaryContent: hexColor.meta({ description: 'Text on primary.' }),
        secondary: hexColor,
        accent: hexColor.meta({ description: 'Highlights such as win amounts and badges.' }),
        neutral: hexColor.meta({ description: 'Header, side menu and footer background.' }),
        neutralContent: hexColor.meta({ description: 'Text on neutral.' }),
        base100: hexColor.meta({ description: 'Page background.' }),
        base200: hexColor.meta({ description: 'Cards and panels.' }),
        base300: hexColor.meta({ description: 'Borders and separators.' }),
        baseContent: hexColor.meta({ description: 'Body text on the page background.' }),
      })
      .superRefine((colours, ctx) => {
        for (const { text, background, ratio } of unreadablePairs(colours)) {
          ctx.addIssue({
            code: 'custom',
            path: [text],
            message: `${text} on ${background} has a contrast of ${Math.round(ratio * 100) / 100}:1; text needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
          });
        }
      })
      .meta({
        description:
          'daisyUI colour tokens (as CSS custom properties), hex #rrggbb. Text colours must reach 4.5:1 against the ' +
          'backgrounds they are drawn on (primaryContent on primary; primary on neutral, base100 and base200; ' +
          'neutralContent on neutral; baseContent on base100-300).',
      }),
    dark: z.boolean().default(true).meta({ description: 'Whether the palette is dark (sets color-scheme).' }),
    logo: asset.meta({
      description: 'Logo image (SVG preferred), shown on the system pages and in the agent portal.',
      examples: ['/brands/bangladesh/logo.svg'],
    }),
    favicon: asset.meta({
      description:
        "The brand's square mark (SVG preferred): the favicon, and in the header beside the brand name, alone where the name does not fit.",
      examples: ['/brands/bangladesh/favicon.svg'],
    }),
  })
  .meta({ description: 'Look of the site.' });

export const brandSchema = z
  .strictObject({
    platform: z.literal('WEB').default('WEB'),
    lotteryType: z.string().default('Lott'),
    esportsVendor: z.string().default('IMES').meta({ description: 'Vendor code of the e-sports game centre.' }),
    cockfightVendor: z.string().default('DS88').meta({ description: 'Vendor code of the cockfight game centre.' }),
    agentUserTypes: z.array(z.int()).default([1, 2, 41, 42]).meta({ description: 'Member types that are agents.' }),
    trialUserType: z.int().default(4),
    agentPolicy: z
      .boolean()
      .default(true)
      .meta({ description: 'Agent policy switch: agents see the agent centre and contract info is loaded at login.' }),
    prizeModes: z.array(z.enum(PRIZE_MODES)).default([...PRIZE_MODES]),
    gameSelectTypes: z
      .array(z.enum(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']))
      .default(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']),
  })
  .prefault({})
  .meta({
    description:
      'Brand settings: platform, lottery type, e-sports and cockfight vendors, agent and trial member types, ' +
      "prize modes and game-select types. The defaults are the brand's standard values.",
  });

export const featuresSchema = z
  .strictObject(
    Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
      FeatureFlag,
      z.ZodDefault<z.ZodBoolean>
    >,
  )
  .prefault({})
  .meta({
    description:
      "Whitelabel feature-flag defaults. The platform's whitelabel answer overrides them at run time. " +
      'MOBILENUMREG3 mobile registration, REGMOBVERF3 SMS verification, MOBILENUMPASSREG3 password in mobile ' +
      'registration, FREEPLAY3 demo play, PWDEXPFORCECHANGE3 forced password change, MOBILEVERCODELOGIN3 code ' +
      'login, PTSYS3 points, MANPLAYREB3 manual rebate.',
  });

/** A customer-service link; its label is translated per type (shell.cs.<type>). */
const customerServiceSchema = z.strictObject({
  type: z.enum(CUSTOMER_SERVICE_TYPES),
  url: z.string().regex(/^(https?|tg|viber):\/\/\S+$/, 'must be an http(s), tg:// or viber:// link'),
});

export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'twitter', 'facebook', 'whatsapp'] as const;

export const tenantSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path to tenant.schema.json, for editors.' }),
    name: z
      .string()
      .min(1)
      .meta({ description: 'Brand name shown in titles and the header.', examples: ['BajiWin'] }),
    merchantCode: z
      .string()
      .regex(/^[A-Z0-9_]{2,20}$/, 'must be 2-20 upper-case letters, digits or _')
      .meta({ description: 'The merchant code the platform knows this site by.', examples: ['BDT01'] }),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code like BD'),
    countryName: localizedText.meta({ description: 'Country name per language, for the region select.' }),
    countryDialingCode: z.string().regex(/^\+\d{1,4}$/, 'must look like +880'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like BDT'),
    currencySymbol: z
      .string()
      .min(1)
      .max(4)
      .meta({
        description:
          "The currency's symbol, shown beside its code in the region select: the one amounts are written with " +
          '(src/i18n/currencies.json, else Intl’s narrow symbol).',
        examples: ['৳', 'Rs', 'K', 'रू'],
      }),
    languages: z
      .array(languageCode)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'lists a language twice')
      .meta({ description: 'Languages this site is built in. The default is served at /, the others under /<code>/.' }),
    defaultLanguage: languageCode,
    useDeviceLanguage: z
      .boolean()
      .default(false)
      .meta({ description: 'On a first visit, use the device language when it is one of `languages`.' }),
    fallback: z
      .boolean()
      .default(false)
      .meta({ description: 'The fallback merchant, served for unknown host names. Exactly one tenant sets it.' }),
    domains: z.array(hostname).min(1).meta({ description: 'Production host names; the first is the canonical one.' }),
    apiBaseUrl: z
      .union([z.literal(''), url])
      .default('')
      .meta({ description: 'Base URL of the platform API. Empty means the same origin as the site.' }),
    theme: themeSchema,
    brand: brandSchema,
    features: featuresSchema,
    phoneVerification: z
      .enum(['sms', 'firebase'])
      .default('sms')
      .meta({
        description:
          'How mobile registration proves the number when REGMOBVERF3 is on. "sms" (the default): the ' +
          'platform texts a code (/wps/verification/sms/register) and the form sends it as verificationCode, with a ' +
          'countdown of the code\'s lifetime. "firebase": the firebase-style path: the code is sent and checked by ' +
          "the platform's phone-verification provider (/wps/verification/phone/start and /confirm, see " +
          'platform/phone-verification/README.md), the countdown is 1 minute, and the form registers with ' +
          'firebaseChannel "sms" and the id token the provider answers.',
        examples: ['firebase'],
      }),
    signInProviders: signInProvidersSchema,
    customerService: z.array(customerServiceSchema).default([]).meta({ description: 'Side-menu service links.' }),
    social: z
      .partialRecord(z.enum(SOCIAL_NETWORKS), url)
      .default({})
      .meta({ description: 'Footer social icons; only the networks listed are shown.' }),
    licence: z
      .strictObject({
        text: localizedText.meta({ description: 'Licence statement in the footer.' }),
        image: asset.meta({ description: 'Licence seal shown on hover in the side menu and in the footer.' }),
      })
      .meta({ description: 'Gaming licence.' }),
    since: z
      .int()
      .min(1990)
      .max(2100)
      .meta({ description: 'Year the brand started; the footer badge shows the years since.', examples: [2019] }),
    appDownload: z
      .strictObject({
        ios: url.meta({ description: 'iOS install link (App Store or a signed profile).' }),
        android: url.meta({ description: 'Android APK link.' }),
        lite: url.meta({ description: 'Lite app (home-screen web app) link.' }),
      })
      .meta({ description: 'App download links; the download page shows a QR code for each.' }),
    payments: paymentsSchema,
    responsibleGaming: responsibleGamingSchema,
    kyc: kycSchema,
    /**
     * Transfer-wallet merchants only (`payments.singleWallet: false`): the player's money follows the game. Opening
     * a third-party game moves the main balance into that vendor's wallet (other vendors' wallets come back first),
     * and coming back to the site or opening a studio game brings every vendor wallet back to the main one. false:
     * players move money by hand on the wallet page. The initial value of the platform's merchant setting.
     * @example false
     */
    walletAutoTransfer: z
      .boolean()
      .default(true)
      .meta({
        description:
          'Transfer-wallet merchants only: opening a third-party game moves the main balance into that ' +
          "vendor's wallet, and coming back to the site (or opening a studio game) brings it back. false: players " +
          'move money between wallets by hand. The initial value of the platform setting.',
        examples: [false],
      }),
    maxWinPerRound: maxWinPerRoundSchema,
    winnerBoardMinWin: winnerBoardMinWinSchema,
    profile: profileSchema,
    loyalty: loyaltySchema,
    missions: missionsSchema,
    referral: referralSchema,
    promotions: promotionsSchema,
    endedPromotionsListedDays: z
      .int()
      .min(0)
      .max(365)
      .default(7)
      .meta({
        description:
          'Days an ended promotion stays on the promotions list (marked Ended) before it leaves it; its own page ' +
          'stays reachable by link with an "ended" note. 0: it leaves the list the day after its last day.',
        examples: [7],
      }),
    points: pointsSchema,
    redEnvelope: redEnvelopeSchema,
    timeZone: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Dhaka')
      .default('UTC')
      .meta({
        description:
          "The merchant's business time zone: where its days, weeks and months begin for rebates, missions and " +
          'agent settlements.',
        examples: ['Asia/Dhaka'],
      }),
    regionLinks: z
      .array(z.string().regex(/^[a-z0-9-]+$/, 'must be a merchant id (a tenant file name without .json)'))
      .default([])
      .meta({
        description:
          "Other merchants (their tenant file names) whose sites this site's region select offers, in this order. " +
          'Empty (the default) offers none: operators often run unrelated brands that must not point at each other.',
        examples: [['pakistan', 'myanmar']],
      }),
    regionPromptCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 country code such as IN'))
      .default([])
      .meta({
        description:
          'Visitor countries this site does not serve: a visitor from one of them, or whose country ' +
          'the platform does not know, finds the region select open on their first page until they choose. Unlike ' +
          "the platform's region restriction, nothing is blocked.",
        examples: [['IN', 'NP']],
      }),
    vendorLogos: z
      .array(z.string().regex(/^[A-Z0-9]{2,10}$/))
      .default(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'BTI'])
      .meta({ description: 'Vendor codes whose logos appear in the footer strip.' }),
  })
  .superRefine((tenant, ctx) => {
    if (!tenant.languages.includes(tenant.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `must be one of languages (${tenant.languages.join(', ')})`,
      });
    }
    const symbol = currencyInfo(tenant.currency)?.symbol;
    if (symbol && tenant.currencySymbol !== symbol) {
      ctx.addIssue({
        code: 'custom',
        path: ['currencySymbol'],
        message: `must be ${symbol}, the symbol amounts in ${tenant.currency} are written with (src/i18n/currencies.json)`,
      });
    }
    for (const [path, text] of [
      [['countryName'], tenant.countryName],
      [['licence', 'text'], tenant.licence.text],
    ] as const) {
      if (!text[tenant.defaultLanguage]) {
        ctx.addIssue({
          code: 'custom',
          path: [...path],
          message: `needs a text in the default language (${tenant.defaultLanguage})`,
        });
      }
    }
  });

/** A tenant file as written (defaults not yet applied). */
export type TenantInput = z.input<typeof tenantSchema>;
/** A parsed tenant with every default applied, plus its id (the file name). */
export type Tenant = z.output<typeof tenantSchema> & { id: string };
