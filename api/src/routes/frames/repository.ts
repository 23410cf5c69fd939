import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { frames } from '../../db/schema.js';
import type { Frame, FrameKind } from './schemas.js';

export type FrameRow = typeof frames.$inferSelect;

export class FramesRepository {
  constructor(private readonly ctx: AppContext) {}

  toFrame(row: FrameRow): Frame {
    return {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      frame_size: row.frameSize,
      black_image_url: this.ctx.mediaUrl(row.blackImagePath)!,
      brown_image_url: this.ctx.mediaUrl(row.brownImagePath)!,
      kind: row.kind,
      description: row.description,
    };
  }

  /** Media paths of every frame's photos: the black ones (what cards show first), then brown. */
  async imagePaths(): Promise<string[]> {
    const rows = await this.ctx.db
      .select({ black: frames.blackImagePath, brown: frames.brownImagePath })
      .from(frames)
      .orderBy(asc(frames.id));
    return [...rows.map((r) => r.black), ...rows.map((r) => r.brown)];
  }

  list(kind: FrameKind): Promise<Frame[]> {
    return this.ctx.views.get(`frames:${kind}`, async () => {
      const rows = await this.ctx.db
        .select()
        .from(frames)
        .where(eq(frames.kind, kind))
        .orderBy(asc(frames.id));
      return rows.map((row) => this.toFrame(row));
    });
  }

  async get(kind: FrameKind, id: number): Promise<Frame | null> {
    const [row] = await this.ctx.db
      .select()
      .from(frames)
      .where(and(eq(frames.kind, kind), eq(frames.id, id)));
    return row ? this.toFrame(row) : null;
  }

  async byIds(ids: number[]): Promise<Map<number, FrameRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.ctx.db.select().from(frames).where(inArray(frames.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }
}
