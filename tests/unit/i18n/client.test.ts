// Islands that ask for the same namespace at the same time all get it loaded: none resolves before the
// strings it asked for are in (a player would see raw keys such as "account.bar.deposit").
import { expect, it } from 'vitest';
import { loadTranslations } from '../../../src/i18n/client';

const SAMPLE = { account: 'account.bar.deposit', errors: 'errors.unknown_error' } as const;
type Namespace = keyof typeof SAMPLE;

it('concurrent loads of one namespace each resolve with the strings they asked for', async () => {
  const requests: Namespace[][] = [['account', 'errors'], ['account'], ['errors', 'account'], ['errors']];
  // What each caller can show at the moment its load resolves.
  const shown = await Promise.all(
    requests.map((namespaces) =>
      loadTranslations(namespaces).then((t) =>
        namespaces.map((namespace) => [SAMPLE[namespace], t(SAMPLE[namespace])]),
      ),
    ),
  );
  for (const [key, text] of shown.flat()) expect(text).not.toBe(key);
});
