// @vitest-environment node
/**
 * Odd bytes in text are refused at the edge, once for every call (platform/security/text-input.ts via
 * http/route.ts), and a broken multipart body is a 400 — never a 500 from PostgreSQL or the body parser. On
 * PGlite only (harness.ts describeOnPGlite): the refusals come before any SQL, and PGlite is PostgreSQL's own
 * engine, which would refuse a NUL that got through just as a server does.
 */
import { expect, it } from 'vitest';
import { feedbackCall } from '../../src/api/calls/feedback';
import { gameListCall } from '../../src/api/calls/games/lobby';
import { affiliateCall, forgotPasswordEmailCall, registerCall, resetPasswordCall } from '../../src/api/calls/member';
import { loginCall } from '../../src/api/calls/session';
import { describeOnPGlite } from './harness';

const NUL = 'a\u0000b';

describeOnPGlite('control characters and malformed bodies', (platform) => {
  const refusedAt = (res: { status: number; json: { code: string; value?: unknown } }, field: string) => {
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('bad_request');
    expect(res.json.value).toEqual({ issues: [expect.objectContaining({ path: field, code: 'invalid_characters' })] });
  };

  it('refuses a NUL in each text field the probe found reaching PostgreSQL', async () => {
    const p = platform();
    refusedAt(await p.call(gameListCall, { query: { gameType: 'RNG', name: NUL } }), 'name');
    refusedAt(await p.call(affiliateCall, { query: { code: NUL } }), 'code');
    refusedAt(
      await p.call(loginCall, {
        body: { type: 'username', username: NUL, password: 'x', botCheck: await p.botCheck() },
        ip: '10.30.0.1',
      }),
      'username',
    );
    const register = { username: 'nuluser1', password: 'Player123', confirmPassword: 'Player123' };
    for (const field of ['affiliateCode', 'payeeName']) {
      const body = { ...register, [field]: NUL, botCheck: await p.botCheck() };
      refusedAt(await p.call(registerCall, { body: body as never, ip: '10.30.0.2' }), field);
    }
    refusedAt(
      await p.call(feedbackCall, {
        body: { content: `${'x'.repeat(20)}${NUL}`, sender: 'me', type: 0, captcha: '1', botCheck: await p.botCheck() },
        ip: '10.30.0.3',
      }),
      'content',
    );
    refusedAt(
      await p.call(forgotPasswordEmailCall, { body: { username: NUL, email: 'a@example.com' }, ip: '10.30.0.4' }),
      'username',
    );
    refusedAt(
      await p.call(resetPasswordCall, {
        body: { username: NUL, resetCode: '1', newPassword: 'Player123', confirmNewPassword: 'Player123' },
        ip: '10.30.0.5',
      }),
      'username',
    );
  });

  it('refuses other control characters and lone surrogates, keeps tabs and new lines', async () => {
    const p = platform();
    for (const bad of ['\u001b[31m', '\u007f', '\u202e']) {
      refusedAt(await p.call(affiliateCall, { query: { code: `AB${bad}` } }), 'code');
    }
    // A URL cannot carry a lone surrogate (it becomes U+FFFD); a JSON body can, as an escape.
    for (const [index, bad] of ['\ud800', 'x\udfff'].entries()) {
      const body = { content: 'x'.repeat(20), sender: `me${bad}`, type: 0, captcha: '1', botCheck: await p.botCheck() };
      refusedAt(await p.call(feedbackCall, { body, ip: `10.30.1.${index + 1}` }), 'sender');
    }
    const multiLine = await p.call(gameListCall, { query: { gameType: 'RNG', name: 'a\tb' } });
    expect(multiLine.status).toBe(200);
  });

  it('answers 400 to a malformed multipart body on the e-mail password reset', async () => {
    const p = platform();
    const bodies = [
      { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nab' },
      {
        type: 'multipart/form-data; boundary=x',
        body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na',
      },
      { type: 'multipart/form-data; boundary=', body: 'garbage' },
    ];
    for (const [index, { type, body }] of bodies.entries()) {
      const res = await p.request('POST', forgotPasswordEmailCall.path, {
        body,
        headers: { 'content-type': type },
        ip: `10.31.0.${index + 1}`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
  });
});
