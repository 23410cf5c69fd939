import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserProfile } from '@citylens/shared/contracts';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';

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

  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    const cond = eq(sql`lower(${users.username})`, username.toLowerCase());
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(exceptId ? and(cond, ne(users.id, exceptId)) : cond);
    return rows.length > 0;
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const cond = eq(sql`lower(${users.email})`, email.toLowerCase());
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

  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  // Refresh tokens: a row per issued token; revoked rows fail on use.
  async storeRefresh(
    jti: string,
    userId: number,
    expiresAt: Date,
    session: RefreshSession,
  ): Promise<void> {
    await this.db.insert(refreshTokens).values({
      jti,
      userId,
      expiresAt,
      familyId: session.familyId,
      sessionStartedAt: session.startedAt,
    });
  }

  /**
   * Uses a refresh token once. A live token is marked revoked and its session returned so the
   * next token joins the family. A token already used (or logged out) is a replay, from a thief
   * or from the owner after a thief: the whole family is revoked and both must sign in again.
   */
  async rotateRefresh(
    jti: string,
    userId: number,
    now: Date,
    sessionMaxMs: number,
  ): Promise<{ ok: true; session: RefreshSession } | { ok: false; reused: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId)))
        .for('update');
      if (!row) return { ok: false, reused: false };
      const session = { familyId: row.familyId, startedAt: row.sessionStartedAt };
      if (row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false, reused: true };
      }
      const ended = row.sessionStartedAt.getTime() + sessionMaxMs <= now.getTime();
      if (row.expiresAt <= now || ended) return { ok: false, reused: false };
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.jti, jti));
      return { ok: true, session };
    });
  }

  /** Ends the session a refresh token belongs to (logout): every token of its family. */
  async revokeFamily(jti: string, userId: number, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          isNull(refreshTokens.revokedAt),
          inArray(
            refreshTokens.familyId,
            this.db
              .select({ familyId: refreshTokens.familyId })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId))),
          ),
        ),
      );
  }

  async revokeAllRefresh(userId: number, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
