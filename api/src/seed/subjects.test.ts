import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { drawnSubject, seedImageSvg } from './artwork/index.js';
import { cityStyles } from './artwork/landmarks.js';
import { seedCities } from './data/cities.js';
import { ARTWORK_VERSION, renderImages, seedImageJobs } from './index.js';
import { articlesFor, cityImages, videosFor } from './plan.js';

/**
 * Each subject and the words a caption uses for it. A picture's subject must be one its caption
 * names: a caption about a subway platform gets a platform, about steak frites a steak with fries.
 */
const scenes: Record<string, RegExp> = {
  cafe: /coffee|juice|tea|café|cafe|at dawn/i,
  market: /market|markt|bazaar|boqueria|jemaa|merced/i,
  lanterns: /lantern|ramen counter/i,
  'metro-platform': /subway|station|platform|metro/i,
  harbour: /harbour|ferry|boats?\b|trajineras|houseboats/i,
  mural: /mural|street art|mosaic/i,
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
          if (n === 0) return s === 'scene:cafe' && scenes.cafe!.test(video.title);
          if (n === 1) {
            const ride = city.transport.find((t) => video.title === `Riding the ${t.title}`);
            return ride !== undefined && s === `transport:${modeOf(ride.type)}`;
          }
          const dish = city.dishes.find((d) => s === `dish:${d.plate}`);
          return dish !== undefined && video.description.includes(dish.name);
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
      assert.equal(drawnSubject(svg)!.landmarks[0], key.slice('landmark:'.length), job.caption);
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
