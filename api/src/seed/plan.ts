import type { SeedImageSpec } from './artwork/index.js';
import type { SeedCity } from './data/cities.js';
import { cameras, creators, pastEvents, reviewTexts, commentTexts } from './data/catalogue.js';

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
}

/** The seed's content for one city, plus every image it needs. */
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
  const add = (path: string, spec: Omit<SeedImageSpec, 'palette'>) => {
    jobs.push({ path, spec: { ...spec, palette: city.name } });
    return path;
  };
  const hero = [0, 1, 2].map((n) =>
    add(`seed/cities/${s}-hero-${n + 1}.jpg`, {
      kind: n === 1 ? 'landmark' : 'skyline',
      seed: base + n,
      width: 1920,
      height: 1080,
      title: city.name,
      subtitle: city.country,
    }),
  );
  const thumb = add(`seed/cities/${s}-thumb.jpg`, {
    kind: 'skyline',
    seed: base + 9,
    width: 800,
    height: 600,
    title: city.name,
  });
  const lifestyle = city.lifestyle.map((title, n) =>
    add(`seed/lifestyle/${s}-${n + 1}.jpg`, {
      kind: n % 3 === 2 ? 'landmark' : 'lifestyle',
      seed: base + 100 + n,
      width: 1200,
      height: 900,
      title,
    }),
  );
  const articles = [0, 1, 2].map((n) =>
    add(`seed/articles/${s}-${n + 1}.jpg`, {
      kind: 'article',
      seed: base + 200 + n,
      width: 1200,
      height: 900,
    }),
  );
  const videos = [0, 1, 2].map((n) =>
    add(`seed/videos/${s}-${n + 1}.jpg`, {
      kind: 'video',
      seed: base + 300 + n,
      width: 1280,
      height: 720,
      title: city.name,
    }),
  );
  const food = city.dishes.map((dish, n) =>
    add(`seed/food/${s}-${n + 1}.jpg`, {
      kind: 'food',
      seed: base + 400 + n,
      width: 1200,
      height: 900,
      title: dish.name,
    }),
  );
  const transport = city.transport.map((t, n) =>
    add(`seed/transport/${s}-${n + 1}.jpg`, {
      kind: 'transport',
      seed: base + 500 + n,
      width: 1200,
      height: 900,
      title: t.title,
    }),
  );
  return { hero, thumb, lifestyle, articles, videos, food, transport, jobs };
}

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
export { pastEvents };

/** Three markdown articles that read like a guide, built from the city's facts. */
export function articlesFor(city: SeedCity): { title: string; content: string }[] {
  const [n1, n2, n3] = city.neighbourhoods;
  const [d1, d2, d3, d4] = city.dishes;
  const [t1, t2, t3] = city.transport;
  return [
    {
      title: `A first day in ${city.name}`,
      content: `${city.description}

## Morning in ${n1}

Start early in **${n1}**, when shutters are still rolling up and the light is low. Breakfast is simple: *${d1!.name}*. ${d1!.description}

Keep your camera out. The best frames of the day, like “${city.lifestyle[0]}”, happen before the crowds arrive.

## Afternoon: ${n2}

Get there on the **${t1!.title}** (${t1!.location}). ${t1!.description}

Spend the afternoon wandering **${n2}** without a plan. Look up at the rooflines, step into courtyards, and stop for *${d2!.name.toLowerCase()}*.

## Evening in ${n3}

End the day in **${n3}**. ${d3!.description} Stay for blue hour: the city changes colour in twenty minutes.

> **Tip:** ${t3!.title}: ${t3!.description}`,
    },
    {
      title: `${n1}, ${n2} and ${n3}: ${city.name} by neighbourhood`,
      content: `Every neighbourhood in ${city.name} keeps its own rhythm. These three are where photographers keep coming back.

## ${n1}

The first stop for most visitors and rightly so. Come for “${city.lifestyle[1]}”, stay for the side streets. Look for *${d1!.name.toLowerCase()}* in the small places just off the main streets.

## ${n2}

Quieter and more residential. Markets, small galleries and corner cafés set the pace. This is where “${city.lifestyle[2]}” was taken, on an ordinary weekday.

## ${n3}

Best in the late afternoon. The **${t2!.title}** gets you there: ${t2!.description.charAt(0).toLowerCase()}${t2!.description.slice(1)}

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

Point, smile and follow the queue: the longest line usually has the best food. Lunch is the best-value meal of the day in most of ${city.name}.

## Getting between meals

Use the **${t1!.title}** and the **${t2!.title}**. ${t3!.title} saves money if you ride more than twice a day.`,
    },
  ];
}

export function videosFor(city: SeedCity): { title: string; description: string }[] {
  const [n1] = city.neighbourhoods;
  return [
    {
      title: `${city.name} at dawn: a walk through ${n1}`,
      description: `A quiet, unnarrated walk through ${n1} as ${city.name} wakes up, filmed handheld in one take.`,
    },
    {
      title: `Riding the ${city.transport[0]!.title}`,
      description: `The ${city.transport[0]!.title} end to end (${city.transport[0]!.location}), with the best stops to hop off.`,
    },
    {
      title: `${city.name} street food in four dishes`,
      description: `${city.dishes.map((d) => d.name).join(', ')}: where to find them and how they are made.`,
    },
  ];
}
