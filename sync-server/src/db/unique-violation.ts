// Recognises a unique-constraint failure (SQLite or PostgreSQL), so a rule that raced another
// request still answers its 409 instead of a 500.
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
