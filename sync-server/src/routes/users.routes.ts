// The "Session and users" calls of spec §7 under /api: role, package, profile, the sign-in
// update, and the admin's user list and Make Admin. Who may call what is decided here; the rules
// on stored users are in domain/users. Mounted from the shared catalogue, whose `owner` rules say
// whose email a caller may name.
import { ENDPOINTS } from '@hostel/shared-schema';
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
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

/** /get-role and /get-package answer a bare JSON string ("admin", "x-gold"). */
function answerJsonString(ctx: AppContext, value: string): void {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(value);
}

export function registerUsersRoutes(router: AppRouter, { db }: Deps): void {
  // Authentication first (401), then the input (400), then ownership (403): mountEndpoint.
  mountEndpoint(router, ENDPOINTS.getRole, async (ctx, { query }) => {
    answerJsonString(ctx, await roleOf(db, query.email));
  });

  mountEndpoint(router, ENDPOINTS.getPackage, async (ctx, { query }) => {
    answerJsonString(ctx, await badgeOf(db, query.email));
  });

  for (const endpoint of [ENDPOINTS.getUser, ENDPOINTS.myProfile]) {
    mountEndpoint(router, endpoint, async (_ctx, { query }) => {
      const doc = await userDocByEmail(db, query.email);
      if (!doc) throw notFound('User');
      return doc;
    });
  }

  mountEndpoint(router, ENDPOINTS.upsertUser, async (ctx, { params, body }) => {
    const { email } = params;
    if (body.email !== undefined && body.email !== email) {
      throw badRequest('email must be the address in the path', 'email');
    }
    ctx.body = await inTransaction(db, (trx) =>
      refreshOnSignIn(trx, email, { name: body.name, photo: body.photo }),
    );
  });

  mountEndpoint(router, ENDPOINTS.updateMyProfile, async (ctx, { params, body }) => {
    ctx.body = await inTransaction(db, (trx) => updateAbout(trx, params.email, body));
  });

  mountEndpoint(router, ENDPOINTS.allUsers, (_ctx, { query }) => listUsers(db, query));

  mountEndpoint(router, ENDPOINTS.makeAdmin, async (ctx, { params }) => {
    ctx.body = await inTransaction(db, (trx) => makeAdmin(trx, params.email));
  });
}
