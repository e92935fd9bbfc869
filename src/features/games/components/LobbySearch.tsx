/**
 * The lobby's search box: every keystroke goes straight to the store, which answers from the catalogue
 * index. /rng/#search (the header's search button) focuses it, on arrival and when the hash changes.
 * The box is uncontrolled: it shows what the player types without a React render per key (a controlled
 * box re-renders and writes its value back on every key, inside the key's own task). A query set from
 * elsewhere (the lobby opened from an address, "clear search") is written into it.
 */
import type { TFunction } from 'i18next';
import { memo, useEffect, useRef } from 'react';
import { $lobby, typeSearch } from '../stores/lobby';
import { MAX_QUERY_LENGTH } from '../stores/lobby-url';

/** The hash that asks for the search box (the header's search button links to /rng/#search). */
const SEARCH_HASH = '#search';

export const LobbySearch = memo(function LobbySearch({ t }: { t: TFunction }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const show = (query: string) => {
      if (input.current && input.current.value !== query) input.current.value = query;
    };
    show($lobby.get().query);
    return $lobby.listen((state) => show(state.query));
  }, []);
  useEffect(() => {
    const focusIfAsked = () => {
      if (location.hash !== SEARCH_HASH || !input.current) return;
      input.current.focus();
      input.current.scrollIntoView({ block: 'center' });
    };
    focusIfAsked();
    addEventListener('hashchange', focusIfAsked);
    return () => removeEventListener('hashchange', focusIfAsked);
  }, []);
  return (
    <search>
      {/* A box of its own size and layout (the input's height, daisyUI's field size × 10): a key lays out the
          input alone, not the page around it. */}
      <form
        className="h-[calc(var(--size-field,0.25rem)*10)] w-full [contain:size_layout_style] sm:max-w-xs"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="search" className="sr-only">
          {t('games.search')}
        </label>
        <input
          ref={input}
          id="search"
          type="search"
          className="input input-bordered w-full"
          placeholder={t('games.search')}
          defaultValue={$lobby.get().query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => typeSearch(event.target.value)}
        />
      </form>
    </search>
  );
});
