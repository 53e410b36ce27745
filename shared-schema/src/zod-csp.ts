// In browsers zod runs without its JIT: the JIT compiles parsers with `new Function`, which the
// app's Content-Security-Policy (no 'unsafe-eval') forbids, and even zod's probe for it is
// reported as a CSP violation. It must be set before any object schema is built, hence first in
// index.ts. The server (no `document`) keeps the JIT's faster parsing.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
