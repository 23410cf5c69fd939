import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { PhotoOfTheWeek } from '@citylens/shared/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { drawnFrame, drawnSubject, seedImageSvg, type SeedImageSpec } from './artwork/index.js';
import { cityStyles } from './artwork/landmarks.js';
import { photoTags } from './artwork/subject.js';
import { paintingFrames, pictureFrames } from './data/catalogue.js';
import { seedCities } from './data/cities.js';
import { lifestylePhotos } from '../db/schema.js';
import { ARTWORK_VERSION, renderImages, seedDatabase, seedImageJobs } from './index.js';
import { articlesFor, cityImages, slug, videosFor, weekPhoto, weekTags } from './plan.js';
import type { CityContent } from '../routes/cities/schemas.js';
import { registerTestApp } from '../testing/harness.js';

/**
 * Each subject and the words a caption uses for it. A picture's subject must be one its caption
 * names: a caption about a subway platform gets a platform, about steak frites a steak with fries.
 */
const scenes: Record<string, RegExp> = {
  cafe: /coffee|café|cafe/i,
  'riad-tea': /riad|mint tea/i,
  'juice-bar': /juice/i,
  filming: /at dawn: a walk/i,
  market: /market|markt|bazaar|boqueria|jemaa|merced/i,
  lanterns: /lantern|ramen counter/i,
  'metro-platform': /subway|station|platform|metro/i,
  harbour: /harbour|ferry|boats?\b|trajineras|houseboats/i,
  mural: /mural|street art/i,
  trencadis: /park güell|trencad[ií]s|mosaic bench/i,
  chess: /chess/i,
  waterfront: /seine|canal|amstel|cheonggyecheon|gracht/i,
  beach: /surf|ipanema|swim|volleyball|beach/i,
  viewpoint: /sunset from|sundowners|coastal walk|peaks from/i,
  steps: /steps/i,
  crossing: /crossing|cabs|avenue/i,
  bridge: /bridge/i,
  houses: /houses|bo-kaap|brownstone|rooftops|laundry|cat naps|neighbourhood/i,
  music: /samba|buskers|dancers|plaça|plaza/i,
  cyclists: /cyclists|bicycles/i,
  tram: /tram/i,
  tannery: /tanner/i,
  garden: /majorelle|jacaranda|blossom/i,
};

const dishes: Record<string, RegExp> = {
  croissant: /croissant/i,
  'steak-frites': /steak frites/i,
  falafel: /falafel/i,
  crepe: /crêpe|galette/i,
  ramen: /ramen/i,
  sushi: /sushi/i,
  tamagoyaki: /tamagoyaki/i,
  yakitori: /yakitori/i,
  'pizza-slice': /slice pizza|pizza slice/i,
  'bagel-lox': /bagel/i,
  'pastrami-sandwich': /pastrami/i,
  'chicken-rice': /chicken over rice/i,
  curry: /curry/i,
  gatsby: /gatsby/i,
  'fish-chips': /fish and chips|and chips/i,
  bobotie: /bobotie/i,
  feijoada: /feijoada/i,
  'cheese-bread': /pão de queijo/i,
  acai: /açaí/i,
  pastel: /pastel/i,
  'flat-white': /flat white/i,
  'avocado-toast': /avocado toast/i,
  'meat-pie': /meat pie/i,
  'tomato-bread': /pa amb tomàquet/i,
  paella: /paella/i,
  bombas: /bombas/i,
  'crema-catalana': /crema catalana/i,
  'fish-sandwich': /balık ekmek/i,
  simit: /simit/i,
  iskender: /İskender|iskender/i,
  kunefe: /künefe/i,
  tacos: /tacos/i,
  tlayuda: /tlayuda/i,
  churros: /churros/i,
  esquites: /esquites/i,
  tagine: /tagine/i,
  tanjia: /tanjia/i,
  harira: /harira/i,
  msemen: /msemen/i,
  bibimbap: /bibimbap/i,
  'fried-chicken': /fried chicken/i,
  bindaetteok: /bindaetteok/i,
  tteokbokki: /tteokbokki/i,
  stroopwafel: /stroopwafel/i,
  herring: /herring/i,
  bitterballen: /bitterballen/i,
  'apple-pie': /apple pie/i,
};

/** A transport picture matches the item's type ("Bike share" → bike-share). */
const modeOf = (type: string) => type.toLowerCase().replace(/\s+/g, '-');

describe('seed pictures show what their captions say', () => {
  const jobs = seedImageJobs(false);
  const byPath = new Map(jobs.map((job) => [job.path, job]));

  /** The expected subject of every seeded item, from its caption and its city. */
  const expected = seedCities.flatMap((city, index) => {
    const images = cityImages(city, index);
    const item = (path: string, caption: string, check: (subject: string) => boolean) => ({
      city: city.name,
      path,
      caption,
      check,
    });
    const place = `${city.name}, ${city.country}`;
    return [
      ...images.hero.map((p) => item(p, place, (s) => s === 'skyline' || s.startsWith('landmark'))),
      item(images.thumb, place, (s) => s === 'skyline'),
      ...city.lifestyle.map((photo, n) =>
        item(images.lifestyle[n]!, photo.title, (s) => {
          const [kind, key] = s.split(':');
          if (kind === 'landmark') {
            // "Light inside the Sagrada Família" is the nave, never the façade.
            const inside = /\binside\b|interior/i.test(photo.title);
            if (inside !== (s.split(':')[2] === 'interior')) return false;
            const alias = key!.replace(/^Sydney /, '').replace(/ Mosque$/, '');
            return photo.title.includes(alias) || /gyeongbokgung/i.test(photo.title);
          }
          return kind === 'scene' && scenes[key!]!.test(photo.title);
        }),
      ),
      ...articlesFor(city).map((article, n) =>
        item(images.articles[n]!, article.title, (s) => {
          if (n === 0) return s.startsWith('landmark:') && article.title.includes(city.name);
          if (n === 1) return s === 'scene:houses' && scenes.houses!.test(article.title);
          // The food article's cover is one of the dishes it lists.
          const dish = city.dishes.find((d) => s === `dish:${d.plate}`);
          return dish !== undefined && article.content.includes(dish.name);
        }),
      ),
      ...videosFor(city).map((video, n) =>
        item(images.videos[n]!, video.title, (s) => {
          // The dawn walk is filmed: a camera's view, not another lifestyle street.
          if (n === 0) return s === 'scene:filming' && scenes.filming!.test(video.title);
          if (n === 1) {
            const ride = city.transport.find((t) => video.title === `Riding the ${t.title}`);
            return ride !== undefined && s === `transport:${modeOf(ride.type)}`;
          }
          // "In four dishes": all four of the city's dishes on one table, each its own plate.
          const plates = city.dishes.map((d) => d.plate);
          return (
            /four dishes/.test(video.title) &&
            new Set(plates).size === 4 &&
            s === `dishes:${plates.join('+')}` &&
            city.dishes.every((d) => video.description.includes(d.name))
          );
        }),
      ),
      ...city.dishes.map((dish, n) =>
        item(
          images.food[n]!,
          dish.name,
          (s) => s === `dish:${dish.plate}` && dishes[dish.plate]!.test(dish.name),
        ),
      ),
      ...city.transport.map((t, n) =>
        item(images.transport[n]!, t.title, (s) => s.split(':')[1] === modeOf(t.type)),
      ),
    ];
  });

  it('gives every seeded item of every city a subject key, drawn for its own city', () => {
    assert.equal(expected.length, seedCities.length * 24);
    for (const { city, path, caption, check } of expected) {
      const job = byPath.get(path);
      assert.ok(job, `${path} is seeded`);
      assert.equal(job.caption, caption);
      const subject = job.spec.subject;
      assert.ok(subject, `${caption}: has a subject key`);
      assert.equal(subject.city, city, `${caption}: drawn for ${city}`);
      assert.ok(check(subject.subject), `${caption} (${city}) is not ${subject.subject}`);
    }
  });

  it('draws each picture from its subject key, with only its own city’s landmarks', () => {
    const cities = Object.keys(cityStyles);
    for (const job of jobs) {
      if (!job.spec.subject) continue;
      // Small renders: the SVG carries what its painter drew.
      const svg = seedImageSvg({ ...job.spec, width: 320, height: 240 });
      const drawn = drawnSubject(svg);
      assert.ok(drawn, `${job.path} says what it drew`);
      assert.equal(drawn.subject, job.spec.subject.subject, job.caption);
      assert.equal(drawn.city, job.spec.subject.city, job.caption);
      const own = cityStyles[drawn.city]!.landmarks.map((l) => l.name);
      for (const landmark of drawn.landmarks)
        assert.ok(own.includes(landmark), `${job.caption}: ${landmark} is not in ${drawn.city}`);
      // Skylines and landmark pictures show the city's landmarks, never none.
      if (/^(skyline|landmark)/.test(drawn.subject))
        assert.ok(drawn.landmarks.length > 0, `${job.caption}: no landmark drawn`);
      assert.ok(cities.includes(drawn.city));
    }
  });

  it('names the landmark a caption names, first', () => {
    for (const job of jobs) {
      const key = job.spec.subject?.subject;
      if (!key?.startsWith('landmark:')) continue;
      const svg = seedImageSvg({ ...job.spec, width: 320, height: 240 });
      assert.equal(drawnSubject(svg)!.landmarks[0], key.split(':')[1], job.caption);
    }
  });

  it('draws articles, videos and the grids of one city each differently', () => {
    for (const [index, city] of seedCities.entries()) {
      const images = cityImages(city, index);
      for (const grid of [
        images.lifestyle,
        images.articles,
        images.videos,
        images.food,
        images.transport,
      ]) {
        const svgs = grid.map((p) =>
          seedImageSvg({ ...byPath.get(p)!.spec, width: 160, height: 120 }),
        );
        assert.equal(new Set(svgs).size, svgs.length, `${city.name}: two pictures alike`);
      }
      // Article and video covers are drawn from the article's own subject, not one landscape.
      const subjects = [...images.articles, ...images.videos].map(
        (p) => byPath.get(p)!.spec.subject!.subject,
      );
      assert.ok(new Set(subjects).size >= 5, `${city.name}: ${subjects.join(', ')}`);
    }
  });

  it('gives event posters their own event’s name and city', () => {
    const posters = jobs.filter((job) => job.path.startsWith('seed/events/'));
    assert.ok(posters.length >= seedCities.length * 2);
    for (const poster of posters) {
      assert.equal(poster.spec.title, poster.caption);
      const city = cityStyles[poster.spec.subtitle!];
      assert.ok(city, `${poster.caption}: ${poster.spec.subtitle}`);
      assert.equal(poster.spec.palette, city.palette.colors[1]);
    }
  });

  it('refuses a subject no painter draws, and a city with no style', () => {
    const spec = { kind: 'lifestyle' as const, seed: 1, width: 64, height: 48 };
    assert.throws(
      () => seedImageSvg({ ...spec, subject: { city: 'Paris', subject: 'scene:rodeo' } }),
      /No painter/,
    );
    assert.throws(
      () => seedImageSvg({ ...spec, subject: { city: 'Atlantis', subject: 'skyline' } }),
      /No artwork style/,
    );
    assert.throws(
      () => seedImageSvg({ ...spec, subject: { city: 'Paris', subject: 'landmark:Big Ben' } }),
      /no landmark named/,
    );
  });
});

/** A seed picture drawn small, as raw RGB pixels. */
async function pixels(spec: SeedImageSpec, width: number, height: number) {
  const { data, info } = await sharp(Buffer.from(seedImageSvg({ ...spec, width, height })))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Hue (0–360), saturation and value (0–1) of one pixel. */
function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
  }
  return [(hue * 60 + 360) % 360, max === 0 ? 0 : d / max, max / 255];
}

describe('no picture stands in for another', () => {
  const jobs = seedImageJobs(false);

  it('draws every seeded picture from its own inputs, and no two alike', () => {
    // Articles, lifestyle photos (the photos of the week among them), videos, food, transport,
    // city pictures, event posters and frames: one set of drawing inputs, one picture, each.
    const inputs = new Map<string, string>();
    const drawings = new Map<string, string>();
    for (const job of jobs) {
      const key = JSON.stringify(job.spec);
      assert.equal(inputs.get(key), undefined, `${job.path} is drawn as ${inputs.get(key)}`);
      inputs.set(key, job.path);
      const svg = seedImageSvg({ ...job.spec, width: 96, height: 72 });
      assert.equal(drawings.get(svg), undefined, `${job.path} looks like ${drawings.get(svg)}`);
      drawings.set(svg, job.path);
    }
    assert.equal(drawings.size, jobs.length);
  });

  it('gives the juice bar, the café and the dawn walk three different scenes', () => {
    const subjectOf = (caption: string) => jobs.find((j) => j.caption === caption)!.spec.subject!;
    assert.equal(subjectOf('Juice bar in Leblon').subject, 'scene:juice-bar');
    assert.equal(subjectOf('Morning coffee on Rue Montorgueil').subject, 'scene:cafe');
    assert.equal(subjectOf('Paris at dawn: a walk through Le Marais').subject, 'scene:filming');
    assert.equal(
      subjectOf('Light inside the Sagrada Família').subject,
      'landmark:Sagrada Família:interior',
    );
  });

  it('draws the riad’s mint tea and Park Güell’s bench, not the café and a mural recoloured', () => {
    const jobOf = (caption: string) => jobs.find((j) => j.caption === caption)!;
    const riad = jobOf('Mint tea in a riad courtyard');
    const bench = jobOf('Mosaics of Park Güell');
    assert.equal(riad.spec.subject!.subject, 'scene:riad-tea');
    assert.equal(bench.spec.subject!.subject, 'scene:trencadis');
    // Each scene only for captions that name it; the café and the mural no longer fit these two.
    const lifestyle = seedCities.flatMap((city) => city.lifestyle);
    for (const photo of lifestyle) {
      if (photo.subject === 'scene:riad-tea') assert.match(photo.title, scenes['riad-tea']!);
      if (photo.subject === 'scene:trencadis') assert.match(photo.title, scenes.trencadis!);
    }
    assert.doesNotMatch(riad.caption, scenes.cafe!);
    assert.doesNotMatch(bench.caption, scenes.mural!);
    // Their own pictures: not the café street or the mural drawn from the same seed.
    const svgOf = (spec: SeedImageSpec) => seedImageSvg({ ...spec, width: 320, height: 240 });
    const cafe = svgOf({ ...riad.spec, subject: { city: 'Marrakech', subject: 'scene:cafe' } });
    const mural = svgOf({ ...bench.spec, subject: { city: 'Barcelona', subject: 'scene:mural' } });
    assert.notEqual(
      svgOf(riad.spec).replace(/<metadata>.*<\/metadata>/, ''),
      cafe.replace(/<metadata>.*<\/metadata>/, ''),
    );
    assert.notEqual(
      svgOf(bench.spec).replace(/<metadata>.*<\/metadata>/, ''),
      mural.replace(/<metadata>.*<\/metadata>/, ''),
    );
    assert.deepEqual(drawnSubject(svgOf(bench.spec))!.landmarks, ['Sagrada Família']);
  });
});

describe('what the API serves from the seed', () => {
  const t = registerTestApp();
  const jobs = seedImageJobs(true);
  const subjectAt = (url: string | null) =>
    jobs.find((j) => url?.endsWith(`/media/${j.path}`))?.spec.subject?.subject;

  it('gives a city five category tiles of five different pictures, a camera filming on Videography', async () => {
    for (const city of seedCities.slice(0, 3)) {
      const content: CityContent = (
        await t.call({ url: `/api/cities/${encodeURIComponent(city.name)}/content/` })
      ).json();
      const tiles = Object.values(content.categories).map((c) => c.thumbnail_url);
      assert.equal(new Set(tiles).size, 5, `${city.name}: ${tiles.join(', ')}`);
      const subjects = tiles.map(subjectAt);
      assert.ok(
        subjects.every(Boolean),
        `${city.name}: every tile is a seeded picture (${subjects.join(', ')})`,
      );
      assert.equal(new Set(subjects).size, 5, `${city.name}: ${subjects.join(', ')}`);
      const { videography, lifestyle } = content.categories;
      assert.equal(subjectAt(videography.thumbnail_url), 'scene:filming', city.name);
      // Each tile is one of its own category's pictures.
      assert.ok(videography.content.some((v) => v.thumbnail_url === videography.thumbnail_url));
      assert.ok(lifestyle.content.some((p) => p.image_url === lifestyle.thumbnail_url));
    }
  });

  it('tags each photo of the week with what its picture shows', async () => {
    const { photos }: { photos: PhotoOfTheWeek[] } = (
      await t.call({ url: '/api/lifestyle-photos/photos-of-week/' })
    ).json();
    assert.ok(photos.length >= 8);
    for (const photo of photos) {
      const city = seedCities.find((c) => c.name === photo.city_name)!;
      const seeded = city.lifestyle.find((p) => p.title === photo.title)!;
      assert.deepEqual(photo.tags, weekTags(city, seeded), photo.title);
    }
  });

  it('retags data seeded before: a photo of the week gets its scene’s tags on the next start', async () => {
    const { db } = t.app.ctx;
    const [row] = await db
      .select({ id: lifestylePhotos.id, path: lifestylePhotos.imagePath })
      .from(lifestylePhotos)
      .where(isNotNull(lifestylePhotos.weekRank))
      .orderBy(lifestylePhotos.weekRank)
      .limit(1);
    // As the seed once tagged it: a word picked by rank, whatever the picture.
    await db
      .update(lifestylePhotos)
      .set({ tags: ['paris', 'france', 'night'] })
      .where(eq(lifestylePhotos.id, row!.id));
    await seedDatabase(t.app.ctx, { small: true, images: false });
    const { photos }: { photos: PhotoOfTheWeek[] } = (
      await t.call({ url: '/api/lifestyle-photos/photos-of-week/' })
    ).json();
    const photo = photos.find((p) => p.id === row!.id)!;
    const city = seedCities.find((c) => c.name === photo.city_name)!;
    assert.deepEqual(
      photo.tags,
      weekTags(
        city,
        city.lifestyle.find((p) => p.title === photo.title)!,
      ),
    );
    assert.ok(!photo.tags.includes('night'), String(photo.tags));
  });
});

/**
 * What each tag claims, checked against the picture: its subject for what is in it, its pixels
 * for the time of day. A tag with no rule here fails, so a new tag needs a reason to exist.
 */
const tagRules: Record<string, RegExp> = {
  cafe: /^scene:cafe/,
  juice: /^scene:juice-bar/,
  fruit: /^scene:juice-bar/,
  market: /^scene:market/,
  flowers: /^scene:(market:flowers|garden)/,
  fish: /^scene:market:fish/,
  spices: /^scene:market:spices/,
  'street-food': /^scene:market:grill/,
  lanterns: /^scene:lanterns/,
  ramen: /^scene:lanterns:ramen/,
  metro: /^scene:metro-platform/,
  commuters: /^scene:metro-platform/,
  boats: /^scene:harbour/,
  ferry: /^scene:harbour:ferry/,
  canal: /^scene:(harbour:(trajineras|houseboats)|waterfront:bikes)/,
  houseboats: /^scene:harbour:houseboats/,
  water: /^scene:(harbour|waterfront|bridge)/,
  'street-art': /^scene:mural/,
  colour: /^scene:(mural|tannery|trencadis)/,
  mosaic: /^scene:trencadis/,
  chess: /^scene:chess/,
  park: /^scene:chess/,
  books: /^scene:waterfront:booksellers/,
  fog: /^(scene:waterfront:fog|landmark:N Seoul Tower)/,
  bicycles: /^scene:(cyclists|waterfront:bikes)/,
  beach: /^scene:beach/,
  sea: /^scene:beach/,
  surf: /^scene:beach:surf/,
  swimming: /^scene:beach:pool/,
  sport: /^scene:beach:(volleyball|footvolley)/,
  view: /^scene:viewpoint/,
  landscape: /^scene:viewpoint/,
  steps: /^scene:steps/,
  street: /^scene:(cafe|lanterns|steps|crossing|cyclists|filming)/,
  rain: /^scene:(steps|crossing):rain/,
  tiles: /^scene:(steps:tiles|riad-tea)/,
  traffic: /^scene:crossing/,
  taxis: /^scene:crossing:cabs/,
  steam: /^scene:crossing:steam/,
  bridge: /^scene:bridge/,
  tea: /^scene:(bridge:tea|riad-tea)/,
  courtyard: /^scene:riad-tea/,
  fishing: /^scene:bridge:fishermen/,
  architecture: /^(scene:(houses|tram|trencadis)|landmark:)/,
  houses: /^scene:houses/,
  cats: /^scene:houses:cats/,
  brownstones: /^scene:houses:brownstones/,
  rooftops: /^scene:houses:rooftops/,
  laundry: /^scene:houses:laundry/,
  music: /^scene:music/,
  people: /^scene:music/,
  dance: /^scene:music:dancers/,
  samba: /^scene:music:samba/,
  buskers: /^scene:music:buskers/,
  tram: /^scene:tram/,
  tannery: /^scene:tannery/,
  garden: /^scene:garden/,
  blossom: /^scene:garden:blossoms/,
  jacaranda: /^scene:garden:jacaranda/,
  blue: /^scene:garden:majorelle/,
  landmark: /^landmark:[^:]+$/,
  mountain: /^landmark:Table Mountain$/,
  clouds: /^landmark:Table Mountain$/,
  tower: /^landmark:N Seoul Tower$/,
  palace: /^landmark:Gwanghwamun gate$/,
  hanbok: /^landmark:Gwanghwamun gate$/,
  'stained-glass': /^landmark:.*:interior$/,
  light: /^landmark:.*:interior$/,
  // Times of day: fixed by the subject, and checked in the pixels below.
  night: /^scene:(lanterns|music|waterfront:night)/,
  'blue-hour': /^scene:(market:grill|crossing:(rain|cabs))/,
  'golden-hour': /^scene:(waterfront:evening|bridge:sunset)/,
  dawn: /^scene:(market:fish|waterfront:fog|beach:surf|filming)/,
};

describe('photo of the week tags', () => {
  const picks = seedCities.map((city, index) => {
    const photo = weekPhoto(city, index);
    const path = cityImages(city, index).lifestyle[index % city.lifestyle.length]!;
    const job = seedImageJobs(false).find((j) => j.path === path)!;
    return { city, photo, job, tags: weekTags(city, photo) };
  });

  it('names the city and country, then only what the picture shows', () => {
    for (const { city, photo, job, tags } of picks) {
      assert.equal(job.caption, photo.title);
      assert.deepEqual(tags.slice(0, 2), [slug(city.name), slug(city.country)]);
      assert.ok(tags.length >= 3, `${photo.title}: ${tags.join(', ')}`);
      for (const tag of tags.slice(2)) {
        const rule = tagRules[tag];
        assert.ok(rule, `${photo.title}: no rule says what #${tag} means`);
        assert.match(photo.subject, rule, `${photo.title} (${photo.subject}) is not #${tag}`);
      }
    }
  });

  it('fixes what visitors found: a night lane, a mountain and a bridge tagged as they are', () => {
    const tagsOf = (title: string) => picks.find((p) => p.photo.title.startsWith(title))!.tags;
    const lanterns = tagsOf('Lanterns in Omoide');
    assert.ok(lanterns.includes('night') && !lanterns.includes('golden-hour'), String(lanterns));
    const mountain = tagsOf('Cloud over Table Mountain');
    assert.ok(mountain.includes('mountain') && !mountain.includes('people'), String(mountain));
    const bridge = tagsOf('Harbour Bridge from Milsons Point');
    assert.ok(bridge.includes('architecture') && !bridge.includes('market'), String(bridge));
  });

  it('claims a time of day only when the picture is drawn at it', async () => {
    const brightness = async (spec: SeedImageSpec, rows: [number, number]) => {
      const { data, width, height } = await pixels(spec, 160, 120);
      let light = 0;
      let warm = 0;
      let count = 0;
      for (let y = Math.floor(height * rows[0]); y < Math.floor(height * rows[1]); y += 1)
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 3;
          light += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
          warm += data[i]! - data[i + 2]!;
          count += 1;
        }
      return { light: light / count, warm: warm / count };
    };
    // Every lifestyle photo, not only this week's: any of them may be picked.
    for (const job of seedImageJobs(false).filter((j) => j.path.startsWith('seed/lifestyle/'))) {
      const tags = photoTags(job.spec.subject!.subject);
      const whole = await brightness(job.spec, [0, 1]);
      if (tags.includes('night'))
        assert.ok(whole.light < 115, `${job.caption}: #night but brightness ${whole.light}`);
      else assert.ok(whole.light > 60, `${job.caption}: dark (${whole.light}) but not #night`);
      if (tags.includes('golden-hour')) {
        const sky = await brightness(job.spec, [0, 0.3]);
        assert.ok(sky.warm > 0, `${job.caption}: #golden-hour under a cold sky (${sky.warm})`);
      }
    }
  });
});

describe('frames', () => {
  const frameJobs = seedImageJobs(true).filter((j) => j.path.startsWith('seed/frames/'));
  const catalogue = [...pictureFrames, ...paintingFrames];

  it('are made of what their names and descriptions promise', () => {
    for (const frame of catalogue) {
      const text = `${frame.name} ${frame.description}`;
      const expected = /gilt|gold|leaf ornament|ornate/i.test(text)
        ? 'gilt'
        : /\boak\b|rustic/i.test(text)
          ? 'wood'
          : /metal/i.test(text)
            ? 'metal'
            : 'painted';
      assert.equal(frame.finish, expected, frame.name);
    }
    assert.equal(frameJobs.length, catalogue.length * 2);
  });

  it('show their named colour: gilt is gold and carved, black is black, brown is brown', async () => {
    for (const job of frameJobs) {
      const frame = catalogue.find((f) => job.caption.startsWith(`${f.name} (`))!;
      const size = 300;
      const svg = seedImageSvg({ ...job.spec, width: size, height: size });
      const drawn = drawnFrame(svg)!;
      assert.ok(drawn, `${job.caption}: says what it drew`);
      assert.equal(drawn.finish, frame.finish, job.caption);
      assert.equal(drawn.colour, job.spec.color, job.caption);
      const { data } = await pixels(job.spec, size, size);
      const shares = { gold: 0, black: 0, brown: 0 };
      let ring = 0;
      const within = (b: typeof drawn.outer, x: number, y: number) =>
        x >= b.x + 1 && x < b.x + b.w - 1 && y >= b.y + 1 && y < b.y + b.h - 1;
      for (let y = 0; y < size; y += 1)
        for (let x = 0; x < size; x += 1) {
          if (!within(drawn.outer, x, y) || within(drawn.inner, x, y)) continue;
          const i = (y * size + x) * 3;
          const [hue, sat, val] = hsv(data[i]!, data[i + 1]!, data[i + 2]!);
          ring += 1;
          if (hue >= 38 && hue <= 62 && sat > 0.45 && val > 0.35) shares.gold += 1;
          else if (sat < 0.25 && val < 0.45) shares.black += 1;
          else if (hue >= 8 && hue < 38 && sat > 0.2 && val > 0.12 && val < 0.72) shares.brown += 1;
        }
      const share = (k: keyof typeof shares) => shares[k] / ring;
      const colour = job.spec.color!;
      const report = `${job.caption}: gold ${share('gold').toFixed(2)}, black ${share('black').toFixed(2)}, brown ${share('brown').toFixed(2)}`;
      if (frame.finish === 'gilt') {
        assert.ok(share('gold') > 0.4, report);
        assert.ok(share(colour) > 0.12, report);
        // Carved: scrolls and leaf cartouches, not a plain band.
        assert.match(svg, /<g fill="none" stroke="#f2d675"/, job.caption);
      } else {
        assert.ok(share(colour) > 0.6, report);
        // At most a thin gilt slip inside a painting frame.
        assert.ok(share('gold') < 0.15, report);
      }
    }
  });
});

describe('renderImages', () => {
  it('draws missing pictures once, and redraws all of a folder drawn by older artwork', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-seed-art-'));
    try {
      const jobs = seedImageJobs(true)
        .slice(0, 2)
        .map((job) => ({ ...job, spec: { ...job.spec, width: 64, height: 48 } }));
      assert.equal(await renderImages(jobs, dir), 2);
      assert.equal(await renderImages(jobs, dir), 0);
      await fs.writeFile(path.join(dir, 'seed', '.artwork-version'), '1\n');
      assert.equal(await renderImages(jobs, dir), 2);
      assert.equal(
        (await fs.readFile(path.join(dir, 'seed', '.artwork-version'), 'utf8')).trim(),
        ARTWORK_VERSION,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('counts the pictures as it draws them, about every tenth, then says they are ready', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-seed-count-'));
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
    try {
      const jobs = seedImageJobs(true)
        .slice(0, 12)
        .map((job) => ({ ...job, spec: { ...job.spec, width: 32, height: 24 } }));
      assert.equal(await renderImages(jobs, dir, log), 12);
      assert.equal(lines[0], 'rendering 12 seed images…');
      assert.deepEqual(
        lines.slice(1, -1),
        [2, 4, 6, 8, 10].map((n) => `seeding images ${n}/12`),
      );
      assert.match(lines.at(-1)!, /^seeding images 12\/12: ready in \d+\.\d s$/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
