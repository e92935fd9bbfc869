/**
 * `npm run operator:code -- [secret]`: the current authenticator code of a TOTP secret (default: the
 * demo operators' published one, platform/README.md), for trying the demo console without an authenticator app.
 * A real operator's code comes from their own phone.
 */
import { DEMO_OPERATOR_TOTP_SECRET } from '../platform/admin';
import { totpCodeAt } from '../platform/security/totp';

const [secret = DEMO_OPERATOR_TOTP_SECRET] = process.argv.slice(2);
console.log(totpCodeAt(secret, new Date()));
