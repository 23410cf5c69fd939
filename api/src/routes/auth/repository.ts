import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { UserProfile } from '@citylens/shared/contracts';
import type { Db } from '../../db/client.js';
import { lifestylePhotos, refreshTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** A sign-in and every refresh token rotated from it. */
export interface RefreshSession {
  familyId: string;
  startedAt: Date;
}

export const toProfile = (row: UserRow): UserProfile => ({
  id: row.id,
  username: row.username,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  date_joined: row.dateJoined.toISOString(),
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes the user's row lock and reads the session generation; null when the user is gone. */
async function lockSessions(tx: Tx, userId: number): Promise<{ generation: number } | null> {
  const [user] = await tx
    .select({ generation: users.sessionGeneration })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user ?? null;
}

/** Stores an issued refresh token as the newest of its session's family. */
async function storeRefresh(
  tx: Tx,
  userId: number,
  issued: { jti: string; expiresAt: Date },
  session: RefreshSession,
): Promise<void> {
  await tx.insert(refreshTokens).values({
    jti: issued.jti,
    userId,
    expiresAt: issued.expiresAt,
    familyId: session.familyId,
    sessionStartedAt: session.startedAt,
  });
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  /** Sign-in accepts the username or the email, case-insensitively. */
  async byLogin(login: string): Promise<UserRow | null> {
    const wanted = login.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, wanted), eq(sql`lower(${users.email})`, wanted)))
      .orderBy(sql`lower(${users.username}) = ${wanted} desc`)
      .limit(1);
    return row ?? null;
  }

  async byEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    return row ?? null;
  }

  usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    return this.taken(users.username, username, exceptId);
  }

  emailTaken(email: string, exceptId?: number): Promise<boolean> {
    return this.taken(users.email, email, exceptId);
  }

  /** Whether another account (not `exceptId`) holds `value` in `column`, ignoring case. */
  private async taken(
    column: typeof users.username | typeof users.email,
    value: string,
    exceptId?: number,
  ): Promise<boolean> {
    const cond = eq(sql`lower(${column})`, value.toLowerCase());
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(exceptId ? and(cond, ne(users.id, exceptId)) : cond);
    return rows.length > 0;
  }

  async create(values: { username: string; email: string; passwordHash: string }) {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await this.db.update(users).set(values).where(eq(users.id, id)).returning();
    return row!;
  }

  /**
   * Deletes the account and the photos it uploaded (their likes and comments cascade) in one
   * transaction; returns the uploaded files' paths for the caller to remove from disk.
   */
  async delete(id: number): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const photos = await tx
        .delete(lifestylePhotos)
        .where(eq(lifestylePhotos.userId, id))
        .returning({ imagePath: lifestylePhotos.imagePath });
      await tx.delete(users).where(eq(users.id, id));
      return photos.map((p) => p.imagePath).filter((p) => p.startsWith('uploads/'));
    });
  }

  // Refresh tokens: a row per issued token; revoked rows fail on use. Everything that issues or
  // revokes takes the user's row lock first, so a revocation and a rotation never interleave:
  // either the rotation's new token exists when the revocation runs, or the rotation sees it.

  /**
   * Starts or continues a session: under the user's row lock, reads the session generation
   * and stores the refresh token `issue` signs with it, in one transaction.
   */
  async issue<T extends { jti: string; expiresAt: Date }>(
    userId: number,
    session: RefreshSession,
    issue: (generation: number) => Promise<T>,
  ): Promise<T | null> {
    return this.db.transaction(async (tx) => {
      const user = await lockSessions(tx, userId);
      if (!user) return null;
      const issued = await issue(user.generation);
      await storeRefresh(tx, userId, issued, session);
      return issued;
    });
  }

  /**
   * Uses a refresh token once, and stores its successor in the same transaction. A live token
   * is marked revoked and the next one joins its family. A token already used (or logged out)
   * is a replay, from a thief or from the owner after a thief: the whole family is revoked and
   * both must sign in again.
   */
  async rotateRefresh<T extends { jti: string; expiresAt: Date }>(
    jti: string,
    userId: number,
    now: Date,
    sessionMaxMs: number,
    issue: (generation: number, session: RefreshSession) => Promise<T>,
  ): Promise<{ ok: true; issued: T } | { ok: false; reused: boolean }> {
    return this.db.transaction(async (tx) => {
      const user = await lockSessions(tx, userId);
      if (!user) return { ok: false as const, reused: false };
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId)))
        .for('update');
      if (!row) return { ok: false as const, reused: false };
      const session = { familyId: row.familyId, startedAt: row.sessionStartedAt };
      if (row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false as const, reused: true };
      }
      const ended = row.sessionStartedAt.getTime() + sessionMaxMs <= now.getTime();
      if (row.expiresAt <= now || ended) return { ok: false as const, reused: false };
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.jti, jti));
      const issued = await issue(user.generation, session);
      await storeRefresh(tx, userId, issued, session);
      return { ok: true as const, issued };
    });
  }

  /**
   * Ends sessions: one family (logout of this device, `familyOf` = a token of it) or all of
   * them. Either way the generation moves on, so every access token signed before dies now;
   * other devices' sessions refresh and continue.
   */
  async endSessions(userId: number, now: Date, familyOf?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await lockSessions(tx, userId);
      if (!user) return;
      await tx
        .update(users)
        .set({ sessionGeneration: user.generation + 1 })
        .where(eq(users.id, userId));
      const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          familyOf
            ? and(
                live,
                inArray(
                  refreshTokens.familyId,
                  tx
                    .select({ familyId: refreshTokens.familyId })
                    .from(refreshTokens)
                    .where(and(eq(refreshTokens.jti, familyOf), eq(refreshTokens.userId, userId))),
                ),
              )
            : live,
        );
    });
  }

  /**
   * Drops refresh tokens nobody can use any more: expired ones, and revoked ones whose family
   * has no live token left (replay detection only matters while a family has one).
   */
  async purgeRefresh(now: Date): Promise<number> {
    const live = this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
    const removed = await this.db
      .delete(refreshTokens)
      .where(
        or(
          lte(refreshTokens.expiresAt, now),
          and(isNotNull(refreshTokens.revokedAt), notInArray(refreshTokens.familyId, live)),
        ),
      )
      .returning({ jti: refreshTokens.jti });
    return removed.length;
  }
}
