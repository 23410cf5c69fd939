import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { eventBookings, eventLikes, events } from '../../db/schema.js';
import { toggleLike } from '../likes/repository.js';
import { likePattern } from '../../lib/text.js';
import type { Booking, CityEvent } from './schemas.js';

type EventRow = typeof events.$inferSelect;

/** Today's date (yyyy-mm-dd, UTC) from the injected clock. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const HOUR_MS = 3_600_000;

/**
 * Upcoming means today or later in the visitor's own calendar, and visitors live from UTC−12 to
 * UTC+14. The API keeps every event that is still today somewhere (dated on or after the day at
 * UTC−12) and the front end drops those already over in the visitor's time zone.
 */
export const earliestLocalDay = (now: Date) => isoDay(new Date(now.getTime() - 12 * HOUR_MS));
/** The day at UTC+14: an event dated before it is over for at least some visitors. */
export const latestLocalDay = (now: Date) => isoDay(new Date(now.getTime() + 14 * HOUR_MS));

/** An event has ended for everyone once its day is over even at UTC−12. */
export const hasEnded = (eventDate: string, now: Date) => eventDate < earliestLocalDay(now);

export class EventsRepository {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private toEvent(row: EventRow): CityEvent & { date: string; category: string } {
    return {
      id: row.id,
      name: row.name,
      thumbnail_url: this.ctx.mediaUrl(row.thumbnailPath),
      city: row.cityName,
      country: row.country,
      event_date: row.eventDate,
      event_time: row.eventTime.length === 5 ? `${row.eventTime}:00` : row.eventTime.slice(0, 8),
      location: row.location,
      description: row.description,
      date: row.eventDate,
      category: row.category,
    };
  }

  /** Upcoming events (today or later somewhere on Earth), soonest first. */
  async list(): Promise<CityEvent[]> {
    return this.ctx.views.get('events', () =>
      this.select(gte(events.eventDate, earliestLocalDay(this.ctx.clock())), [
        asc(events.eventDate),
        asc(events.eventTime),
        asc(events.id),
      ]),
    );
  }

  /** Past events (over for some visitor already), most recent first. */
  async past(): Promise<CityEvent[]> {
    return this.ctx.views.get('events:past', () =>
      this.select(
        lt(events.eventDate, latestLocalDay(this.ctx.clock())),
        [desc(events.eventDate), desc(events.eventTime), asc(events.id)],
        100,
      ),
    );
  }

  async get(id: number): Promise<CityEvent | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    return row ? this.toEvent(row) : null;
  }

  async search(term: string): Promise<CityEvent[]> {
    const pattern = likePattern(term);
    return this.select(
      and(
        // Suggestions are for booking: past events stay out of them.
        gte(events.eventDate, earliestLocalDay(this.ctx.clock())),
        or(
          ilike(events.name, pattern),
          ilike(events.cityName, pattern),
          ilike(events.country, pattern),
          ilike(events.category, pattern),
          ilike(events.location, pattern),
        ),
      ),
      [asc(events.eventDate), asc(events.eventTime)],
      50,
    );
  }

  /** The events matching `where` in `order`, at most `limit` of them. */
  private async select(where: SQL | undefined, order: SQL[], limit?: number): Promise<CityEvent[]> {
    const query = this.db
      .select()
      .from(events)
      .where(where)
      .orderBy(...order);
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map((row) => this.toEvent(row));
  }

  bookedIds(userId: number): Promise<number[]> {
    return this.markedIds(eventBookings, userId);
  }

  likedIds(userId: number): Promise<number[]> {
    return this.markedIds(eventLikes, userId);
  }

  /** Ids of the events the user booked or liked, in id order. */
  private async markedIds(
    table: typeof eventBookings | typeof eventLikes,
    userId: number,
  ): Promise<number[]> {
    const rows = await this.db
      .select({ id: table.eventId })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.eventId));
    return rows.map((r) => r.id);
  }

  /** Booking twice keeps one booking. */
  async book(eventId: number, userId: number): Promise<void> {
    await this.db.insert(eventBookings).values({ eventId, userId }).onConflictDoNothing();
  }

  /** Cancelling a booking that is not there (any more) is fine: the visitor's wish holds. */
  async cancel(eventId: number, userId: number): Promise<void> {
    await this.db
      .delete(eventBookings)
      .where(and(eq(eventBookings.eventId, eventId), eq(eventBookings.userId, userId)));
  }

  /** The user's bookings with their events: upcoming soonest first, then past most recent first. */
  async bookings(userId: number): Promise<Booking[]> {
    const rows = await this.db
      .select({ event: events, bookedAt: eventBookings.createdAt })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(eq(eventBookings.userId, userId))
      .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id));
    const now = this.ctx.clock();
    const all = rows.map((row) => ({
      event: this.toEvent(row.event),
      booked_at: row.bookedAt.toISOString(),
      ended: hasEnded(row.event.eventDate, now),
    }));
    return [...all.filter((b) => !b.ended), ...all.filter((b) => b.ended).reverse()];
  }

  toggleLike(eventId: number, userId: number): Promise<{ liked: boolean; count: number }> {
    return toggleLike(this.db, 'event', eventId, userId);
  }
}
