// Server-made ids: 24 hex characters (time-ordered prefix), the shape existing clients know.
import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  counter = (counter + 1) % 0xffffff;
  return seconds + randomBytes(5).toString('hex') + counter.toString(16).padStart(6, '0');
}
