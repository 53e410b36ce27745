// What the Meal pass screen shows at an instant, from the passes kept on the phone: the QR text
// and typed code of the slot being served or next, or why there is none.
import {
  dayLabel,
  type MealPasses,
  type MealType,
  type ResidentDayPass,
} from '@hostel/shared-schema';
import {
  formatTypedCode,
  passCode,
  passCodeRemaining,
  passQrText,
} from '@hostel/shared-schema/meal-pass';
import type { ServingSlot } from '../../lib/meal-pass/serving-slot';

export type PassView =
  | {
      kind: 'pass';
      date: string;
      slot: MealType;
      servesAt: number;
      qrText: string;
      typedCode: string;
      /** Seconds until the code changes. */
      secondsLeft: number;
    }
  | { kind: 'none'; why: string; next?: ResidentDayPass };

export function passViewAt(
  answer: MealPasses | undefined,
  serving: ServingSlot,
  at: number,
): PassView {
  if (!answer) {
    return {
      kind: 'none',
      why: 'Your passes are not on this phone yet: open this page once while online.',
    };
  }
  const pass = answer.passes.find((candidate) => candidate.date === serving.date);
  if (!pass) {
    const next = answer.passes.find((candidate) => candidate.date > serving.date);
    const why =
      answer.passes.length === 0
        ? (answer.reason ?? 'You have no package covering the coming days.')
        : `Your package does not cover ${dayLabel(serving.date)}.`;
    return { kind: 'none', why, next };
  }
  const code = passCode(pass.secret, at);
  return {
    kind: 'pass',
    date: pass.date,
    slot: serving.slot,
    servesAt: serving.servesAt,
    qrText: passQrText(pass.token, code),
    typedCode: formatTypedCode(pass.tag, code),
    secondsLeft: Math.ceil(passCodeRemaining(at) / 1000),
  };
}
