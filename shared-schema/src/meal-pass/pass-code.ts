// The one-time codes of a pass (RFC 6238 TOTP, through the otpauth library): 6 digits, a new one
// every 30 seconds, from the resident's secret for the day. Only the phone and the counters hold
// that secret; the QR code and the typed code show a code, never the secret. The tag (3 digits,
// from the same secret) lets a counter find whose code a typed one is without scanning.
import { HOTP, Secret, TOTP } from 'otpauth';
import {
  PASS_CODE_DIGITS,
  PASS_CODE_WINDOW,
  PASS_EXPIRED_LOOKBACK,
  PASS_PERIOD_SECONDS,
  PASS_TAG_DIGITS,
} from './pass-format';

const ALGORITHM = 'SHA256';

const settings = (secret: string) => ({
  secret: Secret.fromBase32(secret),
  algorithm: ALGORITHM,
  digits: PASS_CODE_DIGITS,
  period: PASS_PERIOD_SECONDS,
});

/** The code a phone shows at `at` (ms since the epoch, by the phone's corrected clock). */
export function passCode(secret: string, at: number): string {
  return TOTP.generate({ ...settings(secret), timestamp: at });
}

/** The resident's tag for a secret: 3 digits, the same on the phone and on the counter. */
export function passTag(secret: string): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: PASS_TAG_DIGITS,
    counter: 0,
  });
}

/** Milliseconds until the code shown at `at` changes (the phone redraws then). */
export function passCodeRemaining(at: number): number {
  return TOTP.remaining({ period: PASS_PERIOD_SECONDS, timestamp: at });
}

/**
 * How a code compares with the secret's at `at`: 'current' within PASS_CODE_WINDOW steps,
 * 'expired' when it was the code of an earlier step within PASS_EXPIRED_LOOKBACK, else 'wrong'.
 */
export function checkPassCode(
  secret: string,
  code: string,
  at: number,
): 'current' | 'expired' | 'wrong' {
  const base = { ...settings(secret), token: code, timestamp: at };
  const near = TOTP.validate({ ...base, window: PASS_CODE_WINDOW });
  if (near !== null) return 'current';
  const far = TOTP.validate({ ...base, window: PASS_EXPIRED_LOOKBACK });
  return far !== null && far < 0 ? 'expired' : 'wrong';
}
