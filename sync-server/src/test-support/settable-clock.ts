// A server clock tests set by hand (startTestServer / startServer take it as `clock`).
import type { Clock } from '../domain/hostel/clock';

export class SettableClock implements Clock {
  constructor(private current = Date.now()) {}
  now = (): number => this.current;
  set(instant: number | string): void {
    this.current = typeof instant === 'string' ? Date.parse(instant) : instant;
  }
}
