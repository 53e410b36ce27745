// Failed sign-ins, counted per account and per client address in a fixed window. Over either
// limit the login answers 429 (auth/too-many-requests) before the password is even checked, so
// guessing stops; a successful sign-in clears that account's counter (not the address's).
// The login counts an attempt as failed *before* checking the password and takes it back on
// success, so parallel guesses cannot all slip in while the first ones are being checked.
// Kept in memory: one server instance owns it (several instances would need a shared store).

export type LoginLimits = {
  perAccount: number;
  perAddress: number;
  windowMs: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

type Counter = { failures: number; resetAt: number };

/** Above this many keys, expired ones are swept so the maps cannot grow without end. */
const SWEEP_THRESHOLD = 10_000;

export class LoginLimiter {
  private readonly accounts = new Map<string, Counter>();
  private readonly addresses = new Map<string, Counter>();

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this account or this address has used up its failures for the window. */
  isBlocked(account: string, address: string): boolean {
    return (
      this.failures(this.accounts, account) >= this.limits.perAccount ||
      this.failures(this.addresses, address) >= this.limits.perAddress
    );
  }

  recordFailure(account: string, address: string): void {
    this.bump(this.accounts, account);
    this.bump(this.addresses, address);
  }

  /** Clears the account; with `address`, also takes back the attempt counted for it up-front. */
  recordSuccess(account: string, address?: string): void {
    this.accounts.delete(account);
    const counter = address === undefined ? undefined : this.addresses.get(address);
    if (counter && address !== undefined) {
      if (counter.failures <= 1) this.addresses.delete(address);
      else counter.failures -= 1;
    }
  }

  private failures(map: Map<string, Counter>, key: string): number {
    const counter = map.get(key);
    if (!counter) return 0;
    if (counter.resetAt <= this.now()) {
      map.delete(key);
      return 0;
    }
    return counter.failures;
  }

  private bump(map: Map<string, Counter>, key: string): void {
    if (map.size >= SWEEP_THRESHOLD) this.sweep(map);
    const current = this.failures(map, key);
    const resetAt = map.get(key)?.resetAt ?? this.now() + this.limits.windowMs;
    map.set(key, { failures: current + 1, resetAt });
  }

  private sweep(map: Map<string, Counter>): void {
    const now = this.now();
    for (const [key, counter] of map) if (counter.resetAt <= now) map.delete(key);
  }
}
