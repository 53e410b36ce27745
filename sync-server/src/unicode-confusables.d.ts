// Types for unicode-confusables (its package names a declaration file it does not ship).
declare module 'unicode-confusables' {
  export interface ConfusablePoint {
    point: string;
    similarTo?: string;
  }
  export function isConfusing(input: string): boolean;
  export function confusables(input: string): ConfusablePoint[];
  /** Replaces each code point by its prototype in UTS #39's confusables.txt. */
  export function rectifyConfusion(input: string): string;
}
