// PostgreSQL's text cannot hold the NUL character (SQLite's can): a value with one, even only
// compared in a WHERE, fails with "invalid byte sequence for encoding UTF8: 0x00". That is the
// client's input, never the server's fault, so the error middleware answers 400 for it.
const UNSTORABLE_TEXT_CODES = new Set([
  '22021', // character_not_in_repertoire (NUL in a UTF-8 text parameter)
  '22P05', // untranslatable_character
]);

export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}
