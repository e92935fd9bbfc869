/**
 * Choosing an avatar (the member icon, 1 to 12): a radio group of the 12 drawn avatars (arrow keys move,
 * as in any radio group) and a save button, so browsing with the keyboard does not fire a request per step.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { MemberInfo } from '../../../stores/session';
import { AVATAR_IDS, initialsOf, isAvatarId } from '../avatars';
import { $avatarSave, resetAvatarSave, saveAvatar } from '../save-avatar';
import { Avatar } from './Avatar';

interface Props {
  t: TFunction;
  member: MemberInfo;
}

export function AvatarPicker({ t, member }: Props) {
  const [selected, setSelected] = useState(member.icon);
  const save = useStore($avatarSave);
  const name = useId();
  const initials = initialsOf(member.nickname, member.account);
  const saving = save.status === 'saving';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isAvatarId(selected)) void saveAvatar(selected);
  };

  return (
    <section className="card bg-base-200 shadow-sm">
      <form className="card-body gap-4" onSubmit={submit}>
        <fieldset>
          <legend className="mb-3 font-semibold">{t('member.avatar.choose')}</legend>
          <div className="grid grid-cols-4 gap-3 min-[420px]:grid-cols-6">
            {AVATAR_IDS.map((id) => (
              <label key={id} className="relative grid place-items-center">
                <input
                  type="radio"
                  name={name}
                  value={id}
                  checked={selected === id}
                  onChange={() => {
                    setSelected(id);
                    resetAvatarSave();
                  }}
                  // The real radio lies over its drawing, transparent: a tap lands on the input itself, and
                  // keyboard focus and arrow keys work as in any radio group.
                  className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <Avatar
                  icon={id}
                  initials={initials}
                  className="ring-offset-2 ring-offset-base-200 peer-checked:ring-4 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-base-content peer-focus-visible:outline-offset-4"
                />
                <span className="sr-only">{t('member.avatar.option', { number: id })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={saving || selected === member.icon}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t(saving ? 'member.avatar.saving' : 'member.avatar.save')}
          </button>
          <p role="status" className="text-sm">
            {save.status === 'saved' ? t('member.avatar.saved') : ''}
          </p>
        </div>
        {save.status === 'failed' && (
          <RetryAlert
            message={`${t('member.avatar.saveFailed')} ${t(save.errorKey ?? 'errors.unknown_error')}`}
            retryLabel={t('member.retry')}
            onRetry={() => submit()}
          />
        )}
      </form>
    </section>
  );
}
