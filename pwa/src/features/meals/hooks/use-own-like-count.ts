// A meal's like count that follows the resident's own like at once: while
// their like (or unlike) waits to reach the server, the server's count is adjusted by it; once
// sent, the adjustment holds until the server's new count arrives (so it never flickers back),
// or for a few seconds at most.
import { useEffect, useState } from 'react';

const HOLD_AFTER_SEND_MS = 3000;

export function ownLikeCount(
  serverLikes: number,
  liked: boolean,
  base: { likes: number; liked: boolean } | null,
): number {
  if (!base) return serverLikes;
  return Math.max(0, base.likes + (liked ? 1 : 0) - (base.liked ? 1 : 0));
}

export function useOwnLikeCount(serverLikes: number, liked: boolean, waiting: boolean): number {
  // The server's count, and the like state it had counted, before the waiting write.
  const [base, setBase] = useState<{ likes: number; liked: boolean } | null>(null);
  useEffect(() => {
    if (waiting) {
      // `liked` has already flipped: the server still counts the opposite.
      setBase((current) => current ?? { likes: serverLikes, liked: !liked });
      return undefined;
    }
    if (!base) return undefined;
    if (serverLikes !== base.likes) {
      setBase(null);
      return undefined;
    }
    const timer = setTimeout(() => setBase(null), HOLD_AFTER_SEND_MS);
    return () => clearTimeout(timer);
  }, [waiting, serverLikes, liked, base]);
  return ownLikeCount(serverLikes, liked, base);
}
