/**
 * Where the local Demo Social (plain OAuth 2) and Demo Telegram pages answer, beside Demo ID on the same local
 * server (server.ts): the platform builds their addresses from Demo ID's issuer and these paths.
 */
export const DEMO_SOCIAL_PATHS = {
  authorization: '/social/authorize',
  token: '/social/token',
  userInfo: '/social/me',
} as const;

export const DEMO_TELEGRAM_PATH = '/telegram/auth';
