import { displayName, initials, type UserData } from '@idea-studio/sdk';
import { Avatar, type MantineSize } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { API_BASE_URL } from '../../../app/api';

export interface UserAvatarProps {
  user: Pick<UserData, 'avatar' | 'refreshtoken' | 'prename' | 'lastname' | 'email'>;
  size?: MantineSize | number;
}

/** The picture's address; `r` changes after every upload so the browser does not keep an old picture. */
export function avatarUrl(refreshtoken: number | null | undefined): string {
  return `${API_BASE_URL}/user/avatar?r=${encodeURIComponent(String(refreshtoken ?? ''))}`;
}

/** The initials the avatar shows as text, or null when it shows the picture or the user icon. */
export function shownInitials(user: UserAvatarProps['user']): string | null {
  return user.avatar === 1 ? null : (initials(user) ?? null);
}

/** The user's picture (when `avatar` is 1), else the initials of first and last name, else a user icon. */
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  const letters = initials(user);
  const name = displayName(user);
  if (user.avatar === 1) {
    return (
      <Avatar src={avatarUrl(user.refreshtoken)} alt={name} size={size} radius="100%" data-kind="picture">
        {letters ?? <IconUser size={18} />}
      </Avatar>
    );
  }
  if (shownInitials(user)) {
    return (
      <Avatar size={size} radius="100%" color="brand" variant="filled" data-kind="initials" aria-label={name}>
        {letters}
      </Avatar>
    );
  }
  return (
    // An element without a role may not carry a name (axe aria-prohibited-attr): the icon is the user's image.
    <Avatar size={size} radius="100%" data-kind="icon" role="img" aria-label={name}>
      <IconUser size={18} />
    </Avatar>
  );
}
