// The id of a new review, made where the review is written (the page) and sent with it, so a
// request sent again after its engine ended is the same write. Like the server's ids: a
// time-ordered prefix and a random rest, 24 hex digits.
export function newReviewId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = new Uint8Array(8);
  crypto.getRandomValues(random);
  return time + [...random].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
