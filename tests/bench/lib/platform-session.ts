/**
 * What a benchmark needs to talk to the platform as the site does: solved bot checks and encrypted login
 * bodies built from the call definitions (src/api/calls) and the client's crypto (src/api/crypto.ts).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CallDefinition, ValueOf } from '../../../src/api/calls/define-call';
import { publicKeyCall } from '../../../src/api/calls/encryption';
import { envelope } from '../../../src/api/calls/envelope';
import { type LoginBody, loginCall } from '../../../src/api/calls/session';
import { botCheckChallengeCall } from '../../../src/api/calls/system';
import { encryptPayload, importPublicKey } from '../../../src/api/crypto';

export class PlatformSession {
  constructor(
    readonly origin: string,
    readonly merchantCode: string,
  ) {}

  get headers(): Record<string, string> {
    return { 'x-merchant-code': this.merchantCode, 'content-type': 'application/json' };
  }

  /** GET or POST an API call and return its parsed success value (throws with the failure code). */
  async call<C extends CallDefinition>(definition: C, body?: unknown): Promise<ValueOf<C>> {
    const response = await fetch(new URL(definition.path, this.origin), {
      method: definition.method,
      headers: this.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = envelope(definition.value).parse(await response.json());
    if (!parsed.success) throw new Error(`${definition.path} failed: ${response.status} ${parsed.code}`);
    return parsed.value as ValueOf<C>;
  }

  async botCheck(): Promise<string> {
    const challenge = await this.call(botCheckChallengeCall);
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    if (!solution) throw new Error('could not solve the bot-check challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** The request body of one login as the site sends it: a fresh bot check, encrypted. */
  async encryptedLoginBody(username: string, password: string): Promise<string> {
    const { kid, spki } = await this.call(publicKeyCall);
    const body: LoginBody = { type: 'username', username, password, botCheck: await this.botCheck() };
    return JSON.stringify(await encryptPayload(await importPublicKey(spki), kid, JSON.stringify(body)));
  }

  async login(username: string, password: string): Promise<string> {
    const response = await fetch(new URL(loginCall.path, this.origin), {
      method: 'POST',
      headers: this.headers,
      body: await this.encryptedLoginBody(username, password),
    });
    const parsed = envelope(loginCall.value).parse(await response.json());
    if (!parsed.success) throw new Error(`login ${username} failed: ${response.status} ${parsed.code}`);
    return parsed.value.token;
  }
}
