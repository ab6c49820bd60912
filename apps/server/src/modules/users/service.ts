import { createHmac } from 'node:crypto';
import type { Locale, Role, SaveUserBody, UpdateUserBody, User } from '@best-bikes/contract';
import { Forbidden, NotFound, Unauthorized } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { Auth } from './auth';
import { mayActOnAccount, mayOnlyBeSelf, promotionOutcome } from './policy';
import { presentUser } from './present';
import type { UserRow, UsersRepository } from './repository';

const NOT_YOURS = 'You can only see or change your own account.';

export function createUsersService({
  repo,
  auth,
  authSecret,
  audit,
}: {
  repo: UsersRepository;
  auth: Auth;
  authSecret: string;
  /** The admin module's audit log. */
  audit: Pick<AuditLog, 'record'>;
}) {
  function find(identifier: string): Promise<UserRow | undefined> {
    const key = identifier.trim();
    return key.includes('@') ? repo.findByEmail(key) : repo.findById(key);
  }

  /** The account `identifier` names, when the caller may see it (their own, or anyone's for an Admin). */
  async function accountFor(caller: Caller, identifier: string): Promise<UserRow> {
    if (!mayActOnAccount(caller, identifier)) throw new Forbidden(NOT_YOURS);
    const row = await find(identifier);
    if (!row) throw new NotFound('No account has this e-mail or id.');
    return row;
  }

  return {
    /** product.md's role checks: does the named account have this role? */
    async hasRole(caller: Caller, identifier: string, role: Role): Promise<boolean> {
      return (await accountFor(caller, identifier)).role === role;
    },

    async user(caller: Caller, email: string): Promise<User> {
      return presentUser(await accountFor(caller, email));
    },

    /**
     * POST /users: the account was made at sign-up, so this saves the caller's own name and photo.
     * The role in the body is never applied (docs/product.md#deviation-3).
     */
    async saveOwnProfile(
      caller: Caller,
      body: SaveUserBody,
    ): Promise<{ acknowledged: true } | { acknowledged: false; message: string }> {
      if (!mayOnlyBeSelf(caller, body.email)) {
        return { acknowledged: false, message: 'This e-mail belongs to another account.' };
      }
      await repo.updateProfile(caller.id, {
        name: body.name,
        ...(body.photo !== undefined ? { image: body.photo } : {}),
      });
      return { acknowledged: true };
    },

    /** PUT /users?email=: name and photo of one's own account, or of any account for an Admin. */
    async updateProfile(caller: Caller, email: string, body: UpdateUserBody) {
      const row = await accountFor(caller, email);
      const changes: { name?: string; image?: string } = {};
      if (body.name !== undefined && body.name !== row.name) changes.name = body.name;
      if (body.photo !== undefined && body.photo !== row.image) changes.image = body.photo;
      // As product.md's store counts it: saving the same values acknowledges and modifies nothing.
      const modifiedCount = Object.keys(changes).length > 0 ? await repo.updateProfile(row.id, changes) : 0;
      return { acknowledged: true, modifiedCount };
    },

    /** PUT /me/locale: the language of the caller's own mails (ADR 0095). */
    async setOwnLocale(caller: Caller, locale: Locale): Promise<{ locale: Locale }> {
      await repo.setLocale(caller.id, locale);
      return { locale };
    },

    /**
     * GET/POST /jwt: the bearer token of the caller's own current session, in the form better-auth's
     * bearer plugin hands out (`set-auth-token`): it ends when the session ends, sign-out included
     * (ADR 0011).
     */
    async bearerToken(caller: Caller, email: string, headers: Headers): Promise<string> {
      if (!mayOnlyBeSelf(caller, email)) throw new Forbidden('A token is issued for your own account only.');
      const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      if (!found || found.user.id !== caller.id) throw new Unauthorized();
      const token = found.session.token;
      return `${token}.${createHmac('sha256', authSecret).update(token).digest('base64')}`;
    },

    /** PUT /makeAdmin?email= (Admin only), recorded in the audit log. */
    async makeAdmin(actor: Caller, email: string): Promise<{ modifiedCount: number; message: string }> {
      return repo.transaction(async (tx, handle) => {
        const target = await tx.findByEmailForUpdate(email);
        if (!target) throw new NotFound('No account has this e-mail.');
        const label = target.name || target.email;
        switch (promotionOutcome(target)) {
          case 'alreadyAdmin':
            return { modifiedCount: 0, message: `${label} is already an Admin.` };
          case 'deactivated':
            return { modifiedCount: 0, message: `${label}'s account has been deactivated.` };
          case 'promote': {
            const modifiedCount = await tx.promoteToAdmin(target.id);
            await audit.record(
              {
                actorId: actor.id,
                action: 'user.makeAdmin',
                targetType: 'user',
                targetId: target.id,
                targetLabel: target.name ? `${target.name} (${target.email})` : target.email,
              },
              handle,
            );
            return { modifiedCount, message: `${label} is now an Admin.` };
          }
        }
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
