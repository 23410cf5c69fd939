import type { SeedImageSpec } from './artwork/index.js';
import { cityStyle } from './artwork/landmarks.js';
import { photoTags } from './artwork/subject.js';
import type { SeedCity, SeedPhoto } from './data/cities.js';
import { cameras, creators, reviewTexts, commentTexts } from './data/catalogue.js';

/** A small deterministic PRNG (mulberry32) so the same seed day gives the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An 11-character id in YouTube's alphabet (the front end validates the length). */
export function youtubeId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 11; i += 1) id += YT_ALPHABET[Math.floor(random() * 64)];
  return id;
}

export const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface ImageJob {
  path: string;
  spec: SeedImageSpec;
  /** The caption the picture is shown with (a title, a dish, a city name). */
  caption: string;
}

/** The artwork subject of a transport item, from its type ("Bike share" → `transport:bike-share`). */
export const transportSubject = (type: string) => `transport:${slug(type)}`;

/** Each kind of content picture: its folder, seed offset (after the city's base) and size. */
const contentPictures = {
  lifestyle: { folder: 'lifestyle', offset: 100, width: 1200, height: 900 },
  article: { folder: 'articles', offset: 200, width: 1200, height: 900 },
  video: { folder: 'videos', offset: 300, width: 1280, height: 720 },
  food: { folder: 'food', offset: 400, width: 1200, height: 900 },
  transport: { folder: 'transport', offset: 500, width: 1200, height: 900 },
} as const;

/** The seed's content for one city, plus every image it needs, each drawn from its subject. */
export function cityImages(
  city: SeedCity,
  index: number,
): {
  hero: string[];
  thumb: string;
  lifestyle: string[];
  articles: string[];
  videos: string[];
  food: string[];
  transport: string[];
  jobs: ImageJob[];
} {
  const s = slug(city.name);
  const base = (index + 1) * 1000;
  const jobs: ImageJob[] = [];
  const add = (
    path: string,
    caption: string,
    subject: string,
    spec: Omit<SeedImageSpec, 'palette' | 'subject'>,
  ) => {
    jobs.push({
      path,
      caption,
      spec: { ...spec, palette: city.name, subject: { city: city.name, subject } },
    });
    return path;
  };
  const place = `${city.name}, ${city.country}`;
  // Skyline, the first landmark close, then the skyline again led by another landmark.
  const hero = ['skyline', 'landmark', 'skyline'].map((subject, n) =>
    add(`seed/cities/${s}-hero-${n + 1}.jpg`, place, subject, {
      kind: subject === 'landmark' ? 'landmark' : 'skyline',
      seed: base + n,
      width: 1920,
      height: 1080,
      title: city.name,
      subtitle: city.country,
    }),
  );
  const thumb = add(`seed/cities/${s}-thumb.jpg`, place, 'skyline', {
    kind: 'skyline',
    seed: base + 9,
    width: 800,
    height: 600,
    title: city.name,
  });
  /** One picture per item, `seed/<folder>/<city>-<n + 1>.jpg`, seeded base + offset + n. */
  const series = <T>(
    kind: keyof typeof contentPictures,
    items: readonly T[],
    describe: (item: T, n: number) => [caption: string, subject: string, title?: string],
  ) =>
    items.map((item, n) => {
      const { folder, offset, width, height } = contentPictures[kind];
      const [caption, subject, title] = describe(item, n);
      return add(`seed/${folder}/${s}-${n + 1}.jpg`, caption, subject, {
        kind,
        seed: base + offset + n,
        width,
        height,
        ...(title === undefined ? {} : { title }),
      });
    });
  const lifestyle = series('lifestyle', city.lifestyle, (p) => [p.title, p.subject, p.title]);
  const articleSubjects = articleSubjectsFor(city);
  const articles = series('article', articlesFor(city), (a, n) => [a.title, articleSubjects[n]!]);
  const videoSubjects = videoSubjectsFor(city);
  const videos = series('video', videosFor(city), (v, n) => [
    v.title,
    videoSubjects[n]!,
    city.name,
  ]);
  const food = series('food', city.dishes, (d) => [d.name, `dish:${d.plate}`, d.name]);
  const transport = series('transport', city.transport, (t) => [
    t.title,
    t.subject ?? transportSubject(t.type),
    t.title,
  ]);
  return { hero, thumb, lifestyle, articles, videos, food, transport, jobs };
}

/** Article covers: the city's second landmark, its streets, and the dish the article leads with. */
function articleSubjectsFor(city: SeedCity): string[] {
  const { landmarks } = cityStyle(city.name);
  return [
    `landmark:${(landmarks[1] ?? landmarks[0])!.name}`,
    'scene:houses',
    `dish:${city.dishes[1]!.plate}`,
  ];
}

/**
 * Video thumbnails: the dawn walk being filmed (the newest video, so the Videography tile shows a
 * camera, not another lifestyle street), the ride's own vehicle, and all four dishes on a table.
 */
function videoSubjectsFor(city: SeedCity): string[] {
  return [
    'scene:filming',
    transportSubject(videoRide(city).type),
    `dishes:${city.dishes.map((d) => d.plate).join('+')}`,
  ];
}

/**
 * A photo of the week's tags: its city and country, then what its picture shows (the scene's
 * content and the time of day its painter fixes), so a night lane is never "golden hour".
 */
export const weekTags = (city: SeedCity, photo: SeedPhoto): string[] => [
  slug(city.name),
  slug(city.country),
  ...photoTags(photo.subject).slice(0, 3),
];

/** The lifestyle photo a city puts forward as its photo of the week (by its place in the list). */
export const weekPhoto = (city: SeedCity, index: number): SeedPhoto =>
  city.lifestyle[index % city.lifestyle.length]!;

export const pick = <T>(list: readonly T[], n: number): T =>
  list[((n % list.length) + list.length) % list.length]!;

function fill(template: string, city: SeedCity, n: number): string {
  return template
    .replaceAll('{city}', city.name)
    .replaceAll('{place}', pick(city.neighbourhoods, n))
    .replaceAll('{dish}', pick(city.dishes, n).name.toLowerCase());
}

export const reviewText = (city: SeedCity, n: number) => fill(pick(reviewTexts, n), city, n);
export const commentText = (n: number) => pick(commentTexts, n);
export const creatorFor = (n: number) => pick(creators, n);
export const cameraFor = (n: number) => pick(cameras, n);

/**
 * Three markdown articles that read like a guide, built from the city's facts. Each fact stays
 * with its own place: a dish, a line or a photo is never said to be somewhere it is not.
 */
export function articlesFor(city: SeedCity): { title: string; content: string }[] {
  const [n1, n2, n3] = city.neighbourhoods;
  const [d1, d2, d3, d4] = city.dishes;
  const [t1, t2, t3] = city.transport;
  return [
    {
      title: `A first day in ${city.name}`,
      content: `${city.description}

## Morning in ${n1}

Start early in **${n1}**, when shutters are still rolling up and the light is low. First food stop: *${d1!.name}*. ${d1!.description}

Keep your camera out: the best frames of the day happen before the crowds arrive.

## Afternoon in ${n2}

Spend the afternoon wandering **${n2}** without a plan. Look up at the rooflines, step into courtyards, and stop wherever something smells good.

## Evening in ${n3}

End the day in **${n3}**. Stay for blue hour: the city changes colour in twenty minutes.

## Getting around

The **${t1!.title}** (${t1!.location}): ${lowerFirst(t1!.description)}

> **Tip:** ${t3!.title}: ${lowerFirst(t3!.description)}`,
    },
    {
      title: `${n1}, ${n2} and ${n3}: ${city.name} by neighbourhood`,
      content: `Every neighbourhood in ${city.name} keeps its own rhythm. These three are where photographers keep coming back.

## ${n1}

The first stop for most visitors, and rightly so. Come early and stay for the side streets.

## ${n2}

Look past the main street: markets, small galleries and corner cafés set the pace here.

## ${n3}

Best in the late afternoon, when the light turns warm and the streets fill up.

## Between them

The **${t2!.title}** (${t2!.location}): ${lowerFirst(t2!.description)}

- Walk slowly and look up.
- Ask before photographing people; most will say yes.
- Carry a little cash for market stalls.`,
    },
    {
      title: `Eating your way through ${city.name}`,
      content: `Food is the fastest way into ${city.name}. Four dishes to find, and where they taste best.

1. **${d1!.name}**: ${d1!.description}
2. **${d2!.name}**: ${d2!.description}
3. **${d3!.name}**: ${d3!.description}
4. **${d4!.name}**: ${d4!.description}

## How to order

Point, smile and follow the queue: the longest line usually has the best food.

## Getting between meals

The **${t1!.title}** and the **${t2!.title}** cover most of it. ${t3!.title}: ${lowerFirst(t3!.description)}`,
    },
  ];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Vehicles a video can ride in (a pass or a bike share is not a ride). */
const RIDES = new Set(['Metro', 'Train', 'Tram', 'Boat', 'Bus', 'Cable car']);

/** The transport item a "Riding the …" video follows. */
export const videoRide = (city: SeedCity) =>
  city.transport.find((t) => RIDES.has(t.type)) ?? city.transport[0]!;

export function videosFor(city: SeedCity): { title: string; description: string }[] {
  const [n1] = city.neighbourhoods;
  const ride = videoRide(city);
  return [
    {
      title: `${city.name} at dawn: a walk through ${n1}`,
      description: `A quiet, unnarrated walk through ${n1} as ${city.name} wakes up, filmed handheld in one take.`,
    },
    {
      title: `Riding the ${ride.title}`,
      description: `A ride on the ${ride.title} (${ride.location}), with the best stops to hop off.`,
    },
    {
      title: `${city.name} in four dishes`,
      description: `${city.dishes.map((d) => d.name).join(', ')}: where to find them and how they are made.`,
    },
  ];
}
