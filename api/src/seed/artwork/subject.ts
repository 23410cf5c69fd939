/**
 * Seed pictures drawn from their subject: every seeded item names a city and a subject key, and
 * the picture is painted from that key alone, never from a guess at its title.
 *
 *   skyline                 the city's skyline with its own landmarks
 *   landmark[:Name]         one of the city's landmarks, close (the named one, else the first)
 *   scene:<scene>[:variant] a lifestyle scene (market, metro-platform, harbour, mural, chess…)
 *   landmark:<Name>:interior  the landmark seen from inside (the Sagrada Família's nave)
 *   dish:<dish>             the named dish on a table
 *   dishes:<d1>+<d2>+…      several named dishes on one table, each on its own plate
 *   transport:<mode>        metro, train, tram, boat, bike-share, bus, cable-car, pass, taxi…
 */
import { darken, mix } from './colour.js';
import { linearGradient, n, type Canvas } from './canvas.js';
import { dishKeys, type DishKey } from './dishes.js';
import { paintFood, paintSpread } from './food.js';
import { sagradaInterior } from './interiors.js';
import { cityLandmarks, cityStyle } from './landmarks.js';
import { bicycle, metro, person, ridge, sky, sun, tram } from './scenes.js';
import { paintSkyline, timesOfDay } from './skyline.js';
import { hazyLandmarks, paintScene, waterGlints, type SceneKey } from './street-scenes.js';

export interface SeedSubject {
  city: string;
  subject: string;
}

/** What a painter actually drew: checked by the seed's tests against each caption. */
export interface DrawnSubject extends SeedSubject {
  landmarks: string[];
}

export const sceneKeys: readonly SceneKey[] = [
  'cafe',
  'market',
  'lanterns',
  'metro-platform',
  'harbour',
  'mural',
  'chess',
  'waterfront',
  'beach',
  'viewpoint',
  'steps',
  'crossing',
  'bridge',
  'houses',
  'music',
  'cyclists',
  'tram',
  'tannery',
  'garden',
  'juice-bar',
  'filming',
  'riad-tea',
  'trencadis',
];

export const transportModes = [
  'metro',
  'train',
  'tram',
  'boat',
  'bike-share',
  'bus',
  'shuttle',
  'cable-car',
  'pass',
  'taxi',
  'horse-carriage',
] as const;
export type TransportMode = (typeof transportModes)[number];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

function skyline(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const style = cityStyle(city);
  let names: string[] = [];
  const lead = c.rng.int(0, style.landmarks.length - 1);
  // Never night: the landmarks must read against the sky.
  const time = c.rng.pick(['dawn', 'day', 'sunset', 'dusk'] as const);
  const svg = paintSkyline(c, {
    time,
    water: style.water,
    low: true,
    feature: (horizon, colour) => {
      const drawn = cityLandmarks(c, city, horizon, c.h * c.rng.range(0.5, 0.62), colour, lead, 2);
      names = drawn.names;
      return drawn.svg;
    },
  });
  return { svg, landmarks: names };
}

function landmark(c: Canvas, city: string, name?: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u } = c;
  const style = cityStyle(city);
  const index = name ? style.landmarks.findIndex((l) => l.name === name) : 0;
  if (index < 0) throw new Error(`${city} has no landmark named "${name}".`);
  const time = rng.pick(timesOfDay.filter((t) => t.name !== 'night'));
  const ground = h * 0.86;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  parts.push(
    sun(c, rng.range(0.12, 0.88) * w, h * rng.range(0.12, 0.3), u * rng.range(4, 6), time.light),
  );
  parts.push(ridge(c, ground - h * 0.06, h * 0.02, mix(time.far, time.sky[2], 0.45), 4));
  const colour = mix(time.near, style.palette.colors[0], 0.25);
  // The named landmark large, the city's next one smaller behind.
  const drawn = cityLandmarks(c, city, ground, h * 0.72, colour, index, 2);
  parts.push(drawn.svg);
  if (style.water && name !== 'Table Mountain') {
    parts.push(rect(0, ground, w, h - ground, time.water[0]));
    parts.push(waterGlints(c, 20, ground));
  } else {
    parts.push(rect(0, ground, w, h - ground, darken(colour, 0.25)));
  }
  if (name === 'Table Mountain') {
    // The "tablecloth": cloud pouring over the flat top.
    for (let i = 0; i < 9; i += 1)
      parts.push(
        `<ellipse cx="${n(w * (0.22 + i * 0.065))}" cy="${n(drawn.leadTop + (i % 3) * u)}" rx="${n(u * 8)}" ry="${n(u * 3)}" fill="#ffffff" fill-opacity="0.9"/>`,
      );
  }
  if (name === 'N Seoul Tower') parts.push(rect(0, 0, w, h, '#dfe6ec', ' fill-opacity="0.4"'));
  if (name === 'Gwanghwamun gate') {
    for (let i = 0; i < 5; i += 1)
      parts.push(
        person(
          c,
          w * (0.15 + i * 0.17),
          h * 0.97,
          u * 16,
          rng.pick(['#e63946', '#ff70a6', '#ffd166', '#4cc9f0', '#9d4edd']),
        ),
      );
  }
  if (name === 'Sagrada Família') {
    // Light through the stained glass: warm and cool beams.
    const beam = c.id('beam');
    parts.push(
      `<defs>${linearGradient(
        beam,
        [
          [0, '#ffbe0b', 0.35],
          [1, '#3a86ff', 0.1],
        ],
        false,
      )}</defs><path d="M${n(w * 0.1)} 0 L${n(w * 0.4)} 0 L${n(w * 0.7)} ${h} L${n(w * 0.3)} ${h} Z" fill="url(#${beam})"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: drawn.names };
}

function train(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u, palette } = c;
  const named = rng.pick(['day', 'sunset'] as const);
  const time = timesOfDay.find((t) => t.name === named)!;
  const horizon = h * 0.55;
  const parts = [sky(c, time.sky[0], time.sky[2], horizon)];
  const drawn = hazyLandmarks(c, city, horizon, h * 0.4, time, 0.3);
  parts.push(drawn.svg, rect(0, horizon, w, h - horizon, mix('#6a994e', time.near, 0.3)));
  // An embankment, rails, and a long train sweeping across on a curve.
  const railY = h * 0.74;
  parts.push(rect(0, railY, w, u * 3, '#8d8f8a'), rect(0, railY + u * 0.5, w, u * 0.5, '#495057'));
  const body = rng.pick([palette.colors[1], palette.colors[4], '#e9ecef']);
  for (let car = 0; car < 4; car += 1) {
    const x = -u * 5 + car * w * 0.3;
    parts.push(
      rect(x, railY - u * 14, w * 0.28, u * 14, body, ` rx="${n(u * 2)}"`),
      rect(x, railY - u * 5, w * 0.28, u * 2, darken(body, 0.35)),
    );
    for (let k = 0; k < 5; k += 1)
      parts.push(rect(x + u * 3 + k * w * 0.05, railY - u * 11, w * 0.035, u * 4, '#1d3557'));
  }
  // Catenary masts.
  for (let x = u * 6; x < w; x += w * 0.22)
    parts.push(
      rect(x, railY - u * 24, u * 0.8, u * 24, '#343a40'),
      rect(x - u * 4, railY - u * 24, u * 9, u * 0.6, '#343a40'),
    );
  parts.push(rect(0, railY - u * 21, w, u * 0.25, '#222'));
  return { svg: parts.join(''), landmarks: drawn.names };
}

function boat(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  return paintScene(c, city, 'harbour', 'ferry');
}

function bikeShare(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u } = c;
  const style = cityStyle(city);
  // A docking station of the city's shared bikes along a street.
  const street = paintScene(c, city, 'cafe');
  const parts = [street.svg];
  const ground = h * 0.92;
  const colour =
    city === 'Paris'
      ? '#4caf50'
      : city === 'New York'
        ? '#1565c0'
        : city === 'Seoul'
          ? '#2e7d32'
          : style.palette.colors[1];
  parts.push(rect(0, h * 0.84, w, h * 0.16, '#8d99ae'));
  for (let x = u * 8; x < w - u * 6; x += u * 14) {
    parts.push(rect(x - u * 0.6, ground - u * 9, u * 1.2, u * 9, '#495057'));
    parts.push(bicycle(c, x + u * 6, ground, u * 13, colour));
  }
  parts.push(
    rect(w * 0.82, ground - u * 24, u * 7, u * 24, colour),
    rect(w * 0.82 + u, ground - u * 22, u * 5, u * 6, '#e0f2fe'),
  );
  void rng;
  return { svg: parts.join(''), landmarks: street.landmarks };
}

function cableCar(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u, palette } = c;
  const named = rng.pick(['day', 'sunset'] as const);
  const time = timesOfDay.find((t) => t.name === named)!;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  parts.push(sun(c, w * 0.8, h * 0.2, u * 5, time.light));
  const horizon = h * 0.82;
  const drawn = cityLandmarks(c, city, horizon, h * 0.6, mix(time.far, time.near, 0.4), 0, 2);
  parts.push(drawn.svg);
  parts.push(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      cityStyle(city).water ? time.water[0] : darken(time.near, 0.2),
    ),
  );
  // The cable from lower left to upper right, with a cabin hanging from it.
  const y = (x: number) => h * 0.75 - (x / w) * h * 0.55;
  parts.push(
    `<path d="M0 ${n(y(0))} L${w} ${n(y(w))}" stroke="#222" stroke-width="${n(u * 0.35)}"/><path d="M0 ${n(y(0) + u * 2)} L${w} ${n(y(w) + u * 2)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
  );
  const cx = w * rng.range(0.4, 0.6);
  const cy = y(cx);
  const cabin = palette.colors[1];
  parts.push(rect(cx - u * 0.4, cy, u * 0.8, u * 8, '#333'));
  parts.push(
    rect(cx - u * 9, cy + u * 8, u * 18, u * 13, cabin, ` rx="${n(u * 2.5)}"`),
    rect(cx - u * 7.5, cy + u * 10, u * 15, u * 6, '#bde0fe'),
    rect(cx - u * 9, cy + u * 18, u * 18, u * 1.4, darken(cabin, 0.3)),
  );
  for (let k = 0; k < 3; k += 1)
    parts.push(
      `<circle cx="${n(cx - u * 4 + k * u * 4)}" cy="${n(cy + u * 13.5)}" r="${n(u * 1.2)}" fill="#334e68"/>`,
    );
  return { svg: parts.join(''), landmarks: drawn.names };
}

function pass(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { w, h, u, rng } = c;
  const style = cityStyle(city);
  // A hand tapping a transit card on a ticket gate's reader, the station behind.
  const parts = [metro(c, style.palette.colors[1])];
  parts.push(rect(0, 0, w, h, '#0b132b', ' fill-opacity="0.35"'));
  const gx = w * 0.55;
  parts.push(
    rect(gx - u * 14, h * 0.45, u * 28, h * 0.55, '#adb5bd', ` rx="${n(u * 2)}"`),
    rect(gx - u * 12, h * 0.45, u * 24, u * 3, '#495057'),
  );
  parts.push(
    `<circle cx="${n(gx)}" cy="${n(h * 0.52)}" r="${n(u * 7)}" fill="#2b2d42"/><circle cx="${n(gx)}" cy="${n(h * 0.52)}" r="${n(u * 5)}" fill="none" stroke="#4cc9f0" stroke-width="${n(u * 0.6)}"/>`,
  );
  const cardX = gx - u * 9;
  const cardY = h * 0.35;
  const grad = c.id('card');
  parts.push(
    `<defs>${linearGradient(
      grad,
      [
        [0, style.palette.colors[1]],
        [1, style.palette.colors[4]],
      ],
      false,
    )}</defs>`,
  );
  parts.push(
    rect(
      cardX,
      cardY,
      u * 24,
      u * 15,
      `url(#${grad})`,
      ` rx="${n(u * 1.5)}" transform="rotate(-12 ${n(cardX)} ${n(cardY)})"`,
    ),
  );
  parts.push(
    rect(
      cardX + u * 2,
      cardY + u * 3,
      u * 5,
      u * 4,
      '#e9c46a',
      ` rx="${n(u * 0.6)}" transform="rotate(-12 ${n(cardX)} ${n(cardY)})"`,
    ),
  );
  // The hand holding it.
  const skin = rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69']);
  parts.push(
    `<path d="M${n(cardX + u * 20)} ${n(cardY + u * 10)} q${n(u * 10)} ${n(u * 2)} ${n(u * 22)} ${n(u * 14)} l${n(-u * 8)} ${n(u * 10)} q${n(-u * 12)} ${n(-u * 8)} ${n(-u * 18)} ${n(-u * 12)} Z" fill="${skin}"/><ellipse cx="${n(cardX + u * 19)} " cy="${n(cardY + u * 8)}" rx="${n(u * 3)}" ry="${n(u * 1.6)}" fill="${skin}"/>`,
  );
  return { svg: parts.join(''), landmarks: [] };
}

function taxi(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  if (city !== 'Marrakech') return paintScene(c, city, 'crossing', 'cabs');
  const { rng, w, h, u } = c;
  // Beige petits taxis by the red ramparts, the Koutoubia behind.
  const time = timesOfDay.find((t) => t.name === 'day')!;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  const drawn = cityLandmarks(c, city, h * 0.55, h * 0.45, '#b5542a', 0, 2);
  parts.push(drawn.svg, rect(0, h * 0.4, w, h * 0.2, '#c1440e'));
  for (let x = 0; x < w; x += u * 6) parts.push(rect(x, h * 0.38, u * 3.5, u * 3, '#c1440e'));
  parts.push(rect(0, h * 0.6, w, h * 0.4, '#9a8c7a'));
  for (let i = 0; i < 3; i += 1) {
    const cx = w * (0.08 + i * 0.32) + rng.range(-u * 2, u * 2);
    const cy = h * (0.8 + (i % 2) * 0.08);
    parts.push(
      `<rect x="${n(cx)}" y="${n(cy - u * 7)}" width="${n(u * 24)}" height="${n(u * 7)}" rx="${n(u * 1.5)}" fill="#d9c49a"/><path d="M${n(cx + u * 4)} ${n(cy - u * 7)} L${n(cx + u * 7)} ${n(cy - u * 12)} L${n(cx + u * 17)} ${n(cy - u * 12)} L${n(cx + u * 20)} ${n(cy - u * 7)} Z" fill="#d9c49a"/><rect x="${n(cx + u * 7.5)}" y="${n(cy - u * 11.3)}" width="${n(u * 9)}" height="${n(u * 3.6)}" fill="#264653"/><rect x="${n(cx + u * 10)}" y="${n(cy - u * 13.5)}" width="${n(u * 4)}" height="${n(u * 1.5)}" fill="#222"/><circle cx="${n(cx + u * 5)}" cy="${n(cy)}" r="${n(u * 2.2)}" fill="#111"/><circle cx="${n(cx + u * 19)}" cy="${n(cy)}" r="${n(u * 2.2)}" fill="#111"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: drawn.names };
}

function horseCarriage(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { w, h, u } = c;
  const base = paintScene(c, city, 'viewpoint', 'day');
  const g = h * 0.95;
  const x = w * 0.3;
  // A green calèche with its folding hood, pulled by a horse.
  const parts = [base.svg, rect(0, h * 0.86, w, h * 0.14, '#a98467')];
  parts.push(
    `<path d="M${n(x + u * 24)} ${n(g - u * 12)} q${n(u * 4)} ${n(-u * 4)} ${n(u * 12)} ${n(-u * 3)} l${n(u * 4)} ${n(-u * 8)} l${n(u * 3)} ${n(u * 2)} l${n(-u * 2)} ${n(u * 8)} q${n(u)} ${n(u * 4)} ${n(-u * 3)} ${n(u * 6)} Z" fill="#6d4c41"/>`,
  );
  for (const lx of [x + u * 26, x + u * 30, x + u * 36, x + u * 39])
    parts.push(rect(lx, g - u * 8, u * 1.2, u * 8, '#5d4037'));
  parts.push(
    rect(x, g - u * 14, u * 22, u * 8, '#2d6a4f', ` rx="${n(u)}"`),
    `<path d="M${n(x)} ${n(g - u * 14)} q${n(u * 3)} ${n(-u * 12)} ${n(u * 12)} ${n(-u * 10)} l0 ${n(u * 10)} Z" fill="#1b4332"/>`,
  );
  parts.push(
    `<circle cx="${n(x + u * 5)}" cy="${n(g - u * 4)}" r="${n(u * 5)}" fill="none" stroke="#222" stroke-width="${n(u * 0.8)}"/><circle cx="${n(x + u * 18)}" cy="${n(g - u * 3)}" r="${n(u * 3.5)}" fill="none" stroke="#222" stroke-width="${n(u * 0.8)}"/>`,
  );
  parts.push(person(c, x + u * 16, g - u * 12, u * 10, '#f1faee'));
  return { svg: parts.join(''), landmarks: base.landmarks };
}

function paintTransportMode(c: Canvas, city: string, mode: TransportMode, variant?: string) {
  switch (mode) {
    case 'metro':
      return { svg: metro(c, cityStyle(city).palette.colors[1]), landmarks: [] };
    case 'train':
      return train(c, city);
    case 'tram':
      // The Santa Teresa bonde crosses the Lapa aqueduct; other trams run in the street.
      return variant === 'aqueduct' ? paintScene(c, city, 'tram') : { svg: tram(c), landmarks: [] };
    case 'boat':
      return boat(c, city);
    case 'bike-share':
      return bikeShare(c, city);
    case 'bus':
    case 'shuttle':
      return { svg: tram(c, true), landmarks: [] };
    case 'cable-car':
      return cableCar(c, city);
    case 'pass':
      return pass(c, city);
    case 'taxi':
      return taxi(c, city);
    case 'horse-carriage':
      return horseCarriage(c, city);
  }
}

/** The dishes of a `dishes:a+b+…` key; empty when one of them is no dish the painters know. */
function dishList(key: string | undefined): DishKey[] {
  const list = (key ?? '').split('+');
  return list.every((d) => (dishKeys as readonly string[]).includes(d)) ? (list as DishKey[]) : [];
}

/** Landmarks with an inside the painters know. */
const interiors: Record<string, (c: Canvas) => string> = {
  'Sagrada Família': sagradaInterior,
};

function interiorOf(c: Canvas, city: string, name: string | undefined) {
  const paint = name ? interiors[name] : undefined;
  if (!paint || !cityStyle(city).landmarks.some((l) => l.name === name))
    throw new Error(`No painter for the inside of "${name}" in ${city}.`);
  return { svg: paint(c), landmarks: [name!] };
}

/** Paints a subject for its city; throws on a subject no painter draws (no silent fallback). */
export function paintSubject(
  c: Canvas,
  subject: SeedSubject,
): { svg: string; drawn: DrawnSubject } {
  const { city } = subject;
  cityStyle(city);
  const [kind, key, variant] = subject.subject.split(':');
  let result: { svg: string; landmarks: string[] };
  if (kind === 'skyline' && key === undefined) result = skyline(c, city);
  else if (kind === 'landmark' && variant === 'interior') result = interiorOf(c, city, key);
  else if (kind === 'landmark') result = landmark(c, city, key);
  else if (kind === 'scene' && (sceneKeys as readonly string[]).includes(key ?? ''))
    result = paintScene(c, city, key as SceneKey, variant);
  else if (kind === 'dish' && (dishKeys as readonly string[]).includes(key ?? ''))
    result = { svg: paintFood(c, undefined, key as DishKey), landmarks: [] };
  else if (kind === 'dishes' && dishList(key).length > 1)
    result = { svg: paintSpread(c, dishList(key)), landmarks: [] };
  else if (kind === 'transport' && (transportModes as readonly string[]).includes(key ?? ''))
    result = paintTransportMode(c, city, key as TransportMode, variant);
  else throw new Error(`No painter for the subject "${subject.subject}".`);
  return { svg: result.svg, drawn: { ...subject, landmarks: result.landmarks } };
}

/** What each scene shows, and what its variants add ("scene:crossing:cabs" adds taxis). */
const sceneTags: Record<SceneKey, { tags: string[]; variants?: Record<string, string[]> }> = {
  cafe: { tags: ['cafe', 'street'] },
  'juice-bar': { tags: ['juice', 'fruit'] },
  market: {
    tags: ['market'],
    variants: {
      flowers: ['flowers'],
      fish: ['fish', 'dawn'],
      spices: ['spices'],
      grill: ['street-food', 'blue-hour'],
    },
  },
  lanterns: { tags: ['lanterns', 'night'], variants: { ramen: ['ramen'] } },
  'metro-platform': { tags: ['metro', 'commuters'] },
  harbour: {
    tags: ['boats', 'water'],
    variants: { ferry: ['ferry'], trajineras: ['canal'], houseboats: ['canal', 'houseboats'] },
  },
  mural: { tags: ['street-art', 'colour'] },
  chess: { tags: ['chess', 'park'] },
  waterfront: {
    tags: ['water'],
    variants: {
      booksellers: ['books'],
      evening: ['golden-hour'],
      night: ['night'],
      fog: ['fog', 'dawn'],
      bikes: ['bicycles', 'canal'],
    },
  },
  beach: {
    tags: ['beach', 'sea'],
    variants: {
      surf: ['surf', 'dawn'],
      pool: ['swimming'],
      volleyball: ['sport'],
      footvolley: ['sport'],
    },
  },
  viewpoint: { tags: ['view', 'landscape'] },
  steps: { tags: ['steps', 'street'], variants: { rain: ['rain'], tiles: ['tiles'] } },
  crossing: {
    tags: ['street', 'traffic'],
    variants: { rain: ['rain', 'blue-hour'], cabs: ['taxis', 'blue-hour'], steam: ['steam'] },
  },
  bridge: {
    tags: ['bridge', 'water'],
    variants: { sunset: ['golden-hour'], tea: ['tea'], fishermen: ['fishing'] },
  },
  houses: {
    tags: ['architecture', 'houses'],
    variants: {
      cats: ['cats'],
      brownstones: ['brownstones'],
      rooftops: ['rooftops'],
      laundry: ['laundry'],
    },
  },
  music: {
    tags: ['music', 'people', 'night'],
    variants: { dancers: ['dance'], samba: ['samba'], buskers: ['buskers'] },
  },
  cyclists: { tags: ['bicycles', 'street'] },
  tram: { tags: ['tram', 'architecture'] },
  tannery: { tags: ['tannery', 'colour'] },
  garden: {
    tags: ['garden', 'flowers'],
    variants: { blossoms: ['blossom'], jacaranda: ['jacaranda'], majorelle: ['blue'] },
  },
  filming: { tags: ['filming', 'street', 'dawn'] },
  'riad-tea': { tags: ['tea', 'courtyard', 'tiles'] },
  trencadis: { tags: ['mosaic', 'architecture', 'colour'] },
};

/** Variants whose time of day is not the scene's usual one (dancers dance by day). */
const untimed: Record<string, string[]> = { 'music:dancers': ['night'] };

/**
 * Tags for a picture, from what its subject draws: the scene's content and, where the painter
 * fixes it, its time of day (`night`, `blue-hour`, `golden-hour`, `dawn`). Never a time the
 * painter picks at random, so a tag is true of every picture drawn from the subject.
 */
export function photoTags(subject: string): string[] {
  const [kind, key, variant] = subject.split(':');
  if (kind === 'landmark') {
    if (variant === 'interior') return ['architecture', 'stained-glass', 'light'];
    if (key === 'Table Mountain') return ['mountain', 'clouds'];
    if (key === 'N Seoul Tower') return ['tower', 'fog'];
    if (key === 'Gwanghwamun gate') return ['palace', 'hanbok'];
    return ['architecture', 'landmark'];
  }
  const scene = kind === 'scene' ? sceneTags[key as SceneKey] : undefined;
  if (!scene) throw new Error(`No tags for the subject "${subject}".`);
  const dropped = untimed[`${key}:${variant}`] ?? [];
  const tags = [...(variant ? (scene.variants?.[variant] ?? []) : []), ...scene.tags];
  return [...new Set(tags)].filter((t) => !dropped.includes(t));
}
