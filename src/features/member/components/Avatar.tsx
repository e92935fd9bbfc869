/** One drawn avatar: the member's initials on the colour of avatar `icon` (see ../avatars.ts). Decorative. */
import { avatarColour } from '../avatars';

interface Props {
  icon: number;
  initials: string;
  size?: 'md' | 'lg';
  className?: string;
}

const SIZES = { md: 'size-11 text-base', lg: 'size-16 text-2xl' } as const;

export function Avatar({ icon, initials, size = 'md', className = '' }: Props) {
  return (
    <span
      aria-hidden="true"
      className={`inline-grid shrink-0 select-none place-items-center rounded-full font-bold text-white ${SIZES[size]} ${className}`}
      style={{ backgroundColor: avatarColour(icon) }}
      data-avatar={icon}
    >
      {initials}
    </span>
  );
}
