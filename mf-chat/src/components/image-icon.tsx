import { Icon } from '@kompass/shared';

/** A picture (frame, sun, hill): the attach button's icon. Decorative; the button is named. */
export function ImageIcon() {
  return (
    <Icon width="22" height="22">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </Icon>
  );
}
