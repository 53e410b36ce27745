// Body parsing with one exception: a signed webhook (Stripe's) must be verified over the exact
// bytes received, so its paths get the raw body in `ctx.state.rawBody` and are not parsed.
import type { Middleware } from 'koa';
import type { AppState } from './context';
import { AppError } from './errors';

const RAW_LIMIT_BYTES = 1024 * 1024;

async function readRaw(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > RAW_LIMIT_BYTES) throw new AppError(413, 'too_large', 'The body is too large');
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** `parse` for every request but a POST to one of `rawPaths`. */
export function bodyParserExcept(
  rawPaths: readonly string[],
  parse: Middleware,
): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.method === 'POST' && rawPaths.includes(ctx.path)) {
      ctx.state.rawBody = await readRaw(ctx.req);
      return next();
    }
    return parse(ctx, next);
  };
}
