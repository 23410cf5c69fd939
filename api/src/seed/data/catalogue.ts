/** Seed people, frames and review texts. */
import type { FrameFinish } from '../artwork/frame.js';
import type { SeedEvent } from './cities.js';
export const seedPeople = [
  {
    username: 'maria_travels',
    email: 'maria@citylens.local',
    firstName: 'Maria',
    lastName: 'Costa',
  },
  { username: 'kenji_lens', email: 'kenji@citylens.local', firstName: 'Kenji', lastName: 'Sato' },
  {
    username: 'amara_walks',
    email: 'amara@citylens.local',
    firstName: 'Amara',
    lastName: 'Ndlovu',
  },
  {
    username: 'lucas_frames',
    email: 'lucas@citylens.local',
    firstName: 'Lucas',
    lastName: 'Meyer',
  },
  { username: 'sofia_eats', email: 'sofia@citylens.local', firstName: 'Sofia', lastName: 'Romero' },
];

export const DEMO_USER = {
  username: 'demo',
  email: 'demo@citylens.local',
  password: 'CityLens2025!',
  firstName: 'Demo',
  lastName: 'Traveller',
};

export const creators = [
  'Léa Martin',
  'Hiro Tanaka',
  'Jamal Brooks',
  'Thandi Mokoena',
  'Beatriz Lima',
  'Oliver Grant',
  'Núria Puig',
  'Emre Yıldız',
  'Valeria Ruiz',
  'Youssef Amrani',
  'Ji-woo Park',
  'Sanne de Vries',
];

export const cameras = [
  'Fujifilm X-T5 · XF 23mm f/1.4 · 1/250s · f/5.6 · ISO 200',
  'Sony A7 IV · FE 35mm f/1.8 · 1/160s · f/2.8 · ISO 400',
  'Leica Q2 · Summilux 28mm f/1.7 · 1/500s · f/4 · ISO 100',
  'Canon EOS R6 · RF 50mm f/1.8 · 1/125s · f/2 · ISO 800',
  'Nikon Z6 II · Nikkor Z 24-70mm f/4 at 35mm · 1/200s · f/8 · ISO 100',
  'Ricoh GR IIIx · 26mm f/2.8 · 1/1000s · f/5.6 · ISO 200',
  'Fujifilm X100V · 23mm f/2 · 1/60s · f/2 · ISO 1600',
  'Sony A7C · FE 40mm f/2.5 G · 1/320s · f/4 · ISO 160',
];

/** A frame in the shop: its picture shows the finish its name and description promise. */
export interface SeedFrame {
  name: string;
  /** Gilt (gold, carved), wood (grain), metal (sheen) or painted: what the picture draws. */
  finish: FrameFinish;
  size: string;
  price: string;
  description: string;
}

export const pictureFrames: SeedFrame[] = [
  {
    name: 'Gallery Slim',
    finish: 'painted',
    size: '8x10 in',
    price: '19.99',
    description: 'A 15 mm flat profile with a white mat: the quiet frame for street photos.',
  },
  {
    name: 'Classic Box',
    finish: 'painted',
    size: '11x14 in',
    price: '29.99',
    description: 'A deep box profile that gives prints a little shadow and a lot of presence.',
  },
  {
    name: 'Modern Float',
    finish: 'painted',
    size: '12x16 in',
    price: '34.99',
    description: 'The print floats between two panes of glass, edges visible.',
  },
  {
    name: 'Shadow Box',
    finish: 'painted',
    size: '16x20 in',
    price: '44.99',
    description: 'Extra depth for prints mounted on foam board, a gallery favourite.',
  },
  {
    name: 'Museum Mat',
    finish: 'painted',
    size: '18x24 in',
    price: '54.99',
    description: 'A wide acid-free mat and UV-filtering glazing for prints that last.',
  },
  {
    name: 'Studio Edge',
    finish: 'metal',
    size: '20x30 in',
    price: '64.99',
    description: 'A thin metal-look edge for large architectural photographs.',
  },
  {
    name: 'Minimal Line',
    finish: 'painted',
    size: '5x7 in',
    price: '14.99',
    description: 'A small desk frame for postcards and instant prints.',
  },
  {
    name: 'Heritage Oak',
    finish: 'wood',
    size: '24x36 in',
    price: '89.99',
    description: 'Solid oak profile for the big skyline panorama above the sofa.',
  },
];

export const paintingFrames: SeedFrame[] = [
  {
    name: 'Baroque Gilt',
    finish: 'gilt',
    size: '24x30 in',
    price: '129.99',
    description: 'Carved scrolls and a warm gilt finish for oils in the grand manner.',
  },
  {
    name: 'Venetian Scoop',
    finish: 'painted',
    size: '16x20 in',
    price: '69.99',
    description: 'A scooped profile that draws the eye into the canvas.',
  },
  {
    name: 'Florentine Carved',
    finish: 'gilt',
    size: '20x24 in',
    price: '99.99',
    description: 'Hand-finished leaf ornament inspired by Renaissance workshops.',
  },
  {
    name: 'Dutch Master',
    finish: 'painted',
    size: '18x24 in',
    price: '84.99',
    description: 'A ripple-moulded profile like those around seventeenth-century Dutch interiors.',
  },
  {
    name: 'Salon Ornate',
    finish: 'gilt',
    size: '30x40 in',
    price: '149.99',
    description: 'A statement frame for the centre of a salon-style wall.',
  },
  {
    name: 'Tuscan Wide',
    finish: 'wood',
    size: '24x36 in',
    price: '109.99',
    description: 'A broad rustic moulding that suits landscapes and still lifes.',
  },
  {
    name: 'Gallery Canvas Floater',
    finish: 'painted',
    size: '12x16 in',
    price: '39.99',
    description: 'The canvas sits inside with a slim gap, as in contemporary galleries.',
  },
  {
    name: 'Regency Bevel',
    finish: 'painted',
    size: '11x14 in',
    price: '49.99',
    description: 'A bevelled inner edge and fine beading for small portraits.',
  },
];

/** Review templates; {city}, {place} and {dish} are filled from the city. */
export const reviewTexts = [
  'Spent a week in {city} and still want more. Walking around {place} at golden hour was the highlight of my trip.',
  'The {dish} alone is worth the flight. {city} is friendly, easy to get around and full of corners to photograph.',
  '{place} felt like a different city every hour of the day. Bring comfortable shoes and a spare battery.',
  'Go early: {city} belongs to the bakers, the cleaners and the photographers before eight. Best mornings I have had anywhere.',
];

export const commentTexts = [
  'The light in this one is unreal.',
  'I stood in exactly this spot last spring. Brings it all back!',
  'Beautiful composition, love the leading lines.',
  'Adding this to my list for next year.',
];

/** Events that already happened, each in its own city (dated weeks before the seed day). */
export const pastEvents: (SeedEvent & { city: string })[] = [
  {
    city: 'Paris',
    name: 'Seine Quays Photo Walk',
    category: 'Photography',
    venue: 'Pont Neuf',
    description:
      'A guided walk along the quays from the Pont Neuf to the Île Saint-Louis, chasing low light on the river.',
    when: { time: '08:00' },
  },
  {
    city: 'Tokyo',
    name: 'Yanaka Street Photo Walk',
    category: 'Photography',
    venue: 'Yanaka Ginza',
    description: 'Temple lanes, wooden shopfronts and sleeping cats, with a local photographer.',
    when: { time: '10:00' },
  },
  {
    city: 'New York',
    name: 'Harlem Jazz Night',
    category: 'Music',
    venue: 'Minton’s Playhouse, Harlem',
    description:
      'An evening of bebop in the club where it was born, with an open jam after the last set.',
    when: { time: '20:00' },
  },
  {
    city: 'Cape Town',
    name: 'Table Bay Regatta',
    category: 'Sport',
    venue: 'V&A Waterfront',
    description: 'Sailing crews racing across Table Bay, watched from the waterfront.',
    when: { time: '14:00', weekday: 'Saturday' },
  },
];
