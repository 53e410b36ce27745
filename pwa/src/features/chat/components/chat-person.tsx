// A chat party's photo, name and e-mail: a row of the Customers list and the panel header.
import type { ReactNode } from 'react';

const DEFAULT_AVATAR = '/default-avatar.png';

export function ChatPerson({
  photo,
  name,
  email,
  size = 40,
  extra,
}: {
  photo: string;
  name: string;
  email: string;
  size?: number;
  extra?: ReactNode;
}) {
  return (
    <span className="chat-person">
      <img
        className="chat-person__photo"
        src={photo || DEFAULT_AVATAR}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={(event) => {
          // A broken photo link falls back to the default avatar (once).
          if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
            event.currentTarget.src = DEFAULT_AVATAR;
          }
        }}
      />
      <span className="chat-person__text">
        <span className="chat-person__name">{name}</span>
        <span className="chat-person__email">{email}</span>
      </span>
      {extra}
    </span>
  );
}
