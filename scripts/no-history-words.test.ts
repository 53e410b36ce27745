// Code, tests, scripts and docs speak of the product as it is, never of how the work was
// organised: no work-item or sitting numbers, no working-branch names, no roles in the work. A reader
// has none of that context; a comment states the reason itself. This scans every file git
// knows (tracked, or new and not ignored), so such words fail `npm test` instead of coming back.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each pattern names one kind of history word. Precise on purpose, so ordinary words stay fine:
 * a sign-in session, a test helper, leader election, a code branch.
 */
export const HISTORY_PATTERNS: { what: string; pattern: RegExp }[] = [
  {
    what: 'a work-item or sitting number',
    pattern: /\b(?:issues?|sessions?|sittings?|work items?) #?\d/i,
  },
  { what: 'a working-branch name', pattern: /\b[is]\d+-[a-z][a-z0-9]*\b/ },
  { what: 'a lead or helper of the work', pattern: /\(lead\)|\bthe lead\b|\bhelper'?s branch\b/i },
];

export function historyWordsIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { what, pattern } of HISTORY_PATTERNS) {
      const match = pattern.exec(line);
      if (match) found.push(`${index + 1}: ${what}: "${match[0]}"`);
    }
  });
  return found;
}

function knownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter((file) => file !== '');
}

function textOf(file: string): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined; // deleted in the work tree, not yet committed
  }
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

describe('no history words', () => {
  it('finds the patterns it is meant to find, and not ordinary words', () => {
    const found = (text: string) => historyWordsIn(text).length > 0;
    expect(found(`the food labels (issue ${15})`)).toBe(true);
    expect(found(`measured in Session ${7}`)).toBe(true);
    expect(found(`the baseline of sessions ${1}–6`)).toBe(true);
    expect(found(`built on i${8}-mmap`)).toBe(true);
    expect(found(`see s${9}-tidy`)).toBe(true);
    expect(found(`reviewed (${'lead'})`)).toBe(true);
    expect(found(`asked by the ${'lead'}`)).toBe(true);
    expect(found(`on the helper's ${'branch'}`)).toBe(true);

    expect(found('a test helper builds the fixtures')).toBe(false);
    expect(found('leader election picks one tab; a tab that does not lead')).toBe(false);
    expect(found('the session cookie names a row of the sessions table')).toBe(false);
    expect(found('sign out every other session; 2 sessions remain')).toBe(false);
    expect(found('an if branch; the leading tab; i18n; h2-title')).toBe(false);
  });

  it('no file git knows carries one', () => {
    const offenders: string[] = [];
    for (const file of knownFiles()) {
      const text = textOf(file);
      if (text === undefined) continue;
      for (const line of historyWordsIn(text)) offenders.push(`${file}:${line}`);
    }
    expect(offenders).toEqual([]);
  });
});
