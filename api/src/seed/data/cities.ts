import type { DishKey } from '../artwork/dishes.js';
import { paris } from './cities/paris.js';
import { tokyo } from './cities/tokyo.js';
import { newYork } from './cities/new-york.js';
import { capeTown } from './cities/cape-town.js';
import { rioDeJaneiro } from './cities/rio-de-janeiro.js';
import { sydney } from './cities/sydney.js';
import { barcelona } from './cities/barcelona.js';
import { istanbul } from './cities/istanbul.js';
import { mexicoCity } from './cities/mexico-city.js';
import { marrakech } from './cities/marrakech.js';
import { seoul } from './cities/seoul.js';
import { amsterdam } from './cities/amsterdam.js';

/** A dish of a city's food guide, and the plate its picture shows. */
export interface SeedDish {
  name: string;
  /** What the picture shows (artwork `dish:<plate>`). */
  plate: DishKey;
  description: string;
}

/** A lifestyle photo: its caption and the subject its picture is drawn from. */
export interface SeedPhoto {
  title: string;
  /** `scene:<scene>[:variant]` or `landmark:<name>` (see artwork/subject.ts). */
  subject: string;
}

export interface SeedTransport {
  title: string;
  /** The picture's subject when the type alone is not enough (default `transport:<type>`). */
  subject?: string;
  type: string;
  location: string;
  description: string;
}

export interface SeedCity {
  name: string;
  country: string;
  countryPart: string;
  location: string;
  description: string;
  neighbourhoods: [string, string, string];
  lifestyle: SeedPhoto[];
  dishes: SeedDish[];
  transport: SeedTransport[];
  events: SeedEvent[];
}

export type Weekday =
  'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

/**
 * When an event happens, in its city's local time (the API stores wall-clock dates and times).
 * The seed moves dates around today; this keeps each on the weekday and hour its text names.
 */
export interface SeedEventWhen {
  /** "HH:MM", local to the event's city. */
  time: string;
  /** The day of the week, when the event keeps one ("every Saturday morning"). */
  weekday?: Weekday;
  /** Only the first or last such weekday of the month ("First Thursdays"). */
  week?: 'first' | 'last';
}

export interface SeedEvent {
  name: string;
  category: string;
  venue: string;
  description: string;
  when: SeedEventWhen;
}

/**
 * Seed cities, one file each in cities/: real places, facts a traveller can use. Order =
 * popularity in the seed.
 */
export const seedCities: SeedCity[] = [
  paris,
  tokyo,
  newYork,
  capeTown,
  rioDeJaneiro,
  sydney,
  barcelona,
  istanbul,
  mexicoCity,
  marrakech,
  seoul,
  amsterdam,
];
