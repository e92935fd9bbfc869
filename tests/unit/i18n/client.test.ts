// Islands that ask for the same namespace at the same time all get it loaded: none resolves before the
// strings are in (a player would see raw keys such as "account.bar.menuFor").
import { expect, it } from 'vitest';
import { loadTranslations } from '../../../src/i18n/client';

it('concurrent loads of one namespace each resolve with its strings', async () => {
  // What each caller can show at the moment its load resolves.
  const shown = await Promise.all(
    [['account', 'errors'], ['account'], ['errors', 'account']].map((namespaces) =>
      loadTranslations(namespaces).then((t) => [t('account.bar.deposit'), t('errors.unknown_error')]),
    ),
  );
  for (const [deposit, unknown] of shown) {
    expect(deposit).not.toBe('account.bar.deposit');
    expect(unknown).not.toBe('errors.unknown_error');
  }
});
