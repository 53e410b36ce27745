// The "Session and users" calls of spec §7 under /api: role, package, profile, the sign-in
// update, and the admin's user list and Make Admin. Who may call what is decided here; the rules
// on stored users are in domain/users.
import {
  allUsersQuerySchema,
  emailParamSchema,
  emailQuerySchema,
  updateProfileBodySchema,
  upsertUserBodySchema,
} from '@hostel/shared-schema';
import { requireAdmin, requireSelf, requireUser } from '../auth/session';
import { userDocByEmail } from '../domain/users/user-doc';
import {
  badgeOf,
  listUsers,
  makeAdmin,
  refreshOnSignIn,
  roleOf,
  updateAbout,
} from '../domain/users/users';
import type { AppContext, AppRouter, Deps } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

/** /get-role and /get-package answer a bare JSON string ("admin", "x-gold"). */
function answerJsonString(ctx: AppContext, value: string): void {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(value);
}

export function registerUsersRoutes(router: AppRouter, { db }: Deps): void {
  // Authentication first (401), then the input (400), then ownership (403).
  router.get('/get-role', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailQuerySchema, ctx.query);
    requireSelf(ctx, email, { allowAdmin: true });
    answerJsonString(ctx, await roleOf(db, email));
  });

  router.get('/get-package', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailQuerySchema, ctx.query);
    requireSelf(ctx, email);
    answerJsonString(ctx, await badgeOf(db, email));
  });

  router.get('/get-user', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailQuerySchema, ctx.query);
    requireSelf(ctx, email, { allowAdmin: true });
    const doc = await userDocByEmail(db, email);
    if (!doc) throw notFound('User');
    ctx.body = doc;
  });

  router.get('/my-profile', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailQuerySchema, ctx.query);
    requireSelf(ctx, email);
    const doc = await userDocByEmail(db, email);
    if (!doc) throw notFound('User');
    ctx.body = doc;
  });

  router.put('/all-users/:email', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailParamSchema, ctx.params);
    requireSelf(ctx, email);
    const body = parseInput(upsertUserBodySchema, ctx.request.body);
    if (body.email !== undefined && body.email !== email) {
      throw badRequest('email must be the address in the path', 'email');
    }
    ctx.body = await inTransaction(db, (trx) =>
      refreshOnSignIn(trx, email, { name: body.name, photo: body.photo }),
    );
  });

  router.patch('/update-my-profile/:email', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(emailParamSchema, ctx.params);
    requireSelf(ctx, email);
    const about = parseInput(updateProfileBodySchema, ctx.request.body);
    ctx.body = await inTransaction(db, (trx) => updateAbout(trx, email, about));
  });

  router.get('/all-users', async (ctx) => {
    requireAdmin(ctx);
    const query = parseInput(allUsersQuerySchema, ctx.query);
    ctx.body = await listUsers(db, query);
  });

  router.put('/make-admin/:email', async (ctx) => {
    requireAdmin(ctx);
    const { email } = parseInput(emailParamSchema, ctx.params);
    ctx.body = await inTransaction(db, (trx) => makeAdmin(trx, email));
  });
}
