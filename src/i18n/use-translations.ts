/**
 * React hook over loadTranslations: renders nothing translated until the island's namespaces are in, so
 * a player never sees raw keys.
 */
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { loadTranslations } from './client';

export function useTranslations(...namespaces: string[]): TFunction | null {
  const [t, setT] = useState<TFunction | null>(null);
  const key = namespaces.join(',');
  useEffect(() => {
    let live = true;
    loadTranslations(key.split(',')).then((loaded) => live && setT(() => loaded));
    return () => {
      live = false;
    };
  }, [key]);
  return t;
}
