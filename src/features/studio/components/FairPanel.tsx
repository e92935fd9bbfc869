/**
 * Provably fair: the current server seed's hash (shown before any round it plays), the client seed the player
 * may change, the next nonce, and a new seed pair, which reveals the old server seed so its rounds verify.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { StudioGame } from '../../../api/calls/studio/games';
import { formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { $pair, $seedState, rotateSeeds, saveClientSeed } from '../stores/studio';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  game: StudioGame;
}

const VALUE = 'block break-all font-mono text-xs';

export function FairPanel({ t, lang, game }: Props) {
  const pair = useStore($pair);
  const seeds = useStore($seedState);
  if (!pair) return null;
  return (
    <section aria-labelledby="studio-fair-heading" className="flex flex-col gap-3 rounded-box bg-base-200 p-3">
      <h2 id="studio-fair-heading" className="font-bold">
        {t('studio.fair.heading')}
      </h2>
      <p className="text-xs opacity-80">{t('studio.fair.explain')}</p>
      <div>
        <p className="font-medium text-sm">{t('studio.fair.hash')}</p>
        <bdi dir="ltr" className={VALUE}>
          {pair.serverSeedHash}
        </bdi>
      </div>
      <p className="text-sm">
        {t('studio.fair.nonce')}{' '}
        <bdi dir="ltr" className="font-mono">
          {formatNumber(pair.nonce, intlLocale(lang, tenant.country), { useGrouping: false })}
        </bdi>
      </p>
      {/* Keyed by the saved seed: a save or a rotation puts the stored value back into the field. */}
      <ClientSeedForm key={pair.clientSeed} t={t} game={game} saved={pair.clientSeed} busy={seeds.busy} />
      {seeds.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(seeds.errorKey)}
        </p>
      )}
      <button type="button" className="btn btn-outline btn-sm" disabled={seeds.busy} onClick={() => rotateSeeds(game)}>
        {t('studio.fair.rotate')}
      </button>
      {seeds.revealed && (
        <div className="rounded-field bg-base-100 p-2">
          <p className="font-medium text-sm">{t('studio.fair.revealed')}</p>
          <bdi dir="ltr" className={VALUE}>
            {seeds.revealed.serverSeed}
          </bdi>
          <p className="mt-1 text-xs opacity-80">
            {t('studio.fair.revealedOf')}{' '}
            <bdi dir="ltr" className="break-all font-mono">
              {seeds.revealed.serverSeedHash}
            </bdi>
          </p>
        </div>
      )}
    </section>
  );
}

function ClientSeedForm({ t, game, saved, busy }: { t: TFunction; game: StudioGame; saved: string; busy: boolean }) {
  const [value, setValue] = useState(saved);
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void saveClientSeed(game, value.trim());
      }}
    >
      <label htmlFor="studio-client-seed" className="font-medium text-sm">
        {t('studio.fair.clientSeed')}
      </label>
      <div className="flex gap-2">
        <input
          id="studio-client-seed"
          type="text"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          className="input input-bordered input-sm min-w-0 flex-1 font-mono"
          value={value}
          aria-describedby="studio-client-seed-hint"
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn-sm" disabled={busy || value.trim() === saved}>
          {t('studio.fair.save')}
        </button>
      </div>
      <span id="studio-client-seed-hint" className="text-xs opacity-70">
        {t('studio.fair.clientSeedHint')}
      </span>
    </form>
  );
}
