import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scheduleSeedEvents } from './schedule.js';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * What an event's own words say about when it happens, read from its name and description
 * only (never from the seed's schedule), as a visitor would read them.
 */
const hoursNamed: [RegExp, (hour: number) => boolean][] = [
  [/morning|brunch/i, (h) => h >= 6 && h < 12],
  [
    /night|evening|sunset|sun goes down|blue hour|golden hour|lantern glow|open late/i,
    (h) => h >= 17,
  ],
  [/low light/i, (h) => h < 10 || h >= 16],
];

function checkAgainstText(name: string, description: string, date: string, time: string) {
  const text = `${name}. ${description}`;
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = WEEKDAYS[day.getUTCDay()]!;
  const where = `${name} on ${weekday} ${date} at ${time}`;
  for (const named of WEEKDAYS.filter((d) => new RegExp(`\\b${d}s?\\b`, 'i').test(text))) {
    assert.equal(weekday, named, `${where}: its text names ${named}`);
  }
  if (/\bweekend\b/i.test(text)) assert.match(weekday, /Saturday|Sunday/, where);
  if (/\bfirst (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/i.test(text)) {
    assert.ok(day.getUTCDate() <= 7, `${where}: the first of its weekday in the month`);
  }
  if (/\blast (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/i.test(text)) {
    const nextWeek = new Date(day.getTime() + 7 * DAY_MS);
    assert.notEqual(nextWeek.getUTCMonth(), day.getUTCMonth(), `${where}: the last in the month`);
  }
  const hour = Number(time.slice(0, 2));
  for (const [words, fits] of hoursNamed) {
    const said = words.exec(text);
    if (said) assert.ok(fits(hour), `${where}: its text says "${said[0]}"`);
  }
}

/** Seed days across a year: every weekday, month ends, a leap day and the turn of a year. */
const seedDays = Array.from(
  { length: 400 },
  (_, n) => new Date(Date.UTC(2027, 11, 1) + (n - 320) * DAY_MS),
);

describe('seeded events keep the day and hour their text names', () => {
  it('for a seed made on any day', () => {
    for (const today of seedDays) {
      for (const { event, eventDate, eventTime } of scheduleSeedEvents(today)) {
        checkAgainstText(event.name, event.description, eventDate, eventTime);
      }
    }
  });

  it('still moves dates around today: the first today, upcoming within ~4 months, past before', () => {
    for (const today of seedDays) {
      const iso = today.toISOString().slice(0, 10);
      const latest = new Date(today.getTime() + 130 * DAY_MS).toISOString().slice(0, 10);
      const events = scheduleSeedEvents(today);
      const past = events.filter((e) =>
        /Regatta|Yanaka|Seine Quays|Harlem Jazz/.test(e.event.name),
      );
      assert.equal(events[0]!.eventDate, iso);
      for (const { eventDate } of events.filter((e) => !e.past)) {
        assert.ok(eventDate >= iso && eventDate <= latest, `${eventDate} from ${iso}`);
      }
      for (const { eventDate } of past) assert.ok(eventDate < iso, `${eventDate} from ${iso}`);
    }
  });

  it('reads the days its texts name (the check itself)', () => {
    const samba = 'A Monday-night roda de samba on the old stone steps.';
    assert.throws(() => checkAgainstText('Samba', samba, '2026-12-25', '10:00:00'), /Monday/);
    assert.throws(() => checkAgainstText('Samba', samba, '2026-12-28', '10:00:00'), /night/);
    checkAgainstText('Samba', samba, '2026-12-28', '20:00:00');
    const art = 'Galleries stay open late on the first Thursday.';
    assert.throws(() => checkAgainstText('Art Walk', art, '2026-12-10', '18:00:00'), /first/);
    checkAgainstText('Art Walk', art, '2026-12-03', '18:00:00');
  });
});
