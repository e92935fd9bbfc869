/**
 * The member picker of the agent centre (the transfer dialog, the contract offer form): a combobox whose list is the
 * agent's direct members matching what is typed (src/stores/direct-members.ts), by nickname and username, sub-agents
 * marked. Arrow keys move through the list, Enter or a tap chooses, Escape closes it. The value is the username; a
 * name typed in full is taken as it is, and the platform refuses anyone who is not a direct member. `t` must have the
 * `team` namespace loaded.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useId, useState } from 'react';
import { $directMembers, searchDirectMembers } from '../../stores/direct-members';

interface Props {
  t: TFunction;
  id: string;
  label: string;
  value: string;
  onChange: (username: string) => void;
  /** Marks the field a refusal is about. */
  invalid?: boolean;
  size?: 'sm' | 'md';
}

export function MemberPicker({ t, id, label, value, onChange, invalid = false, size = 'md' }: Props) {
  const members = useStore($directMembers);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = useId();
  const rows = open ? members.rows : [];

  const show = (text: string) => {
    setOpen(true);
    setActive(-1);
    void searchDirectMembers(text);
  };
  const choose = (username: string) => {
    onChange(username);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(value);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + rows.length) % rows.length);
    } else if (event.key === 'Enter' && open && rows[active]) {
      event.preventDefault();
      choose(rows[active].username);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  let hint: string | null = null;
  if (open && members.errorKey) hint = t(members.errorKey);
  else if (open && members.loading && members.search === null) hint = t('team.picker.loading');
  else if (open && !members.loading && members.search !== null && members.rows.length === 0) {
    hint = t('team.picker.none');
  } else if (open && members.total > members.rows.length) {
    hint = t('team.picker.more', { count: members.total - members.rows.length });
  }

  return (
    <div className="relative grid gap-1">
      <label className="label-text" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open && rows.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && rows[active] ? `${listId}-${active}` : undefined}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
        placeholder={t('team.picker.placeholder')}
        className={`input input-bordered w-full ${size === 'sm' ? 'input-sm' : ''} ${invalid ? 'input-error' : ''}`}
        value={value}
        onFocus={() => show(value)}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          onChange(event.target.value);
          show(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('team.picker.list')}
        hidden={rows.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-box bg-base-100 p-1 text-base-content shadow-lg"
        // A tap on the list must not blur the input first (the list would close before the choice lands).
        onMouseDown={(event) => event.preventDefault()}
      >
        {rows.map((member, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
          <div
            key={member.username}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active || member.username === value}
            className={`flex cursor-pointer flex-wrap items-center gap-x-2 rounded-field px-2 py-2 text-sm ${
              index === active ? 'bg-base-300' : 'hover:bg-base-200'
            }`}
            onClick={() => choose(member.username)}
          >
            <bdi className="font-semibold">{member.nickname}</bdi>
            <bdi dir="ltr" className="opacity-80">
              {member.username}
            </bdi>
            {member.isAgent && <span className="badge badge-sm badge-secondary">{t('team.downline.agent')}</span>}
          </div>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs opacity-80" aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
