import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp, { type Stats } from 'sharp';
import { renderSeedImage, renderSeedImages, seedImageSvg, type SeedImageSpec } from './index.js';

const kinds: SeedImageSpec['kind'][] = [
  'skyline',
  'food',
  'poster',
  'frame',
  'lifestyle',
  'article',
  'video',
  'transport',
  'landmark',
];

describe('renderSeedImage', () => {
  it('renders every kind as a JPEG at the requested size, with colour and detail', async () => {
    for (const kind of kinds) {
      const image = await renderSeedImage({
        kind,
        seed: 7,
        width: 480,
        height: 360,
        title: 'Night Market',
      });
      const meta = await sharp(image).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 480, 360], kind);
      const stats = await sharp(image).stats();
      // Never a grey box: varied pixels and real colour.
      assert.ok(stats.entropy > 3, `${kind} entropy ${stats.entropy}`);
      const means = stats.channels.slice(0, 3).map((c) => c.mean);
      const spread = Math.max(...means) - Math.min(...means);
      const deviation = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
      assert.ok(spread > 4 || deviation > 30, `${kind} colour spread ${spread}`);
      assert.ok(deviation > 15, `${kind} stdev ${deviation}`);
    }
  });

  it('renders the seed sizes: 1600x1200 heroes and 1200x900 frames', async () => {
    const hero = await renderSeedImage({ kind: 'skyline', seed: 1, width: 1600, height: 1200 });
    const frame = await renderSeedImage({
      kind: 'frame',
      seed: 1,
      width: 1200,
      height: 900,
      color: 'brown',
    });
    assert.deepEqual(
      [(await sharp(hero).metadata()).width, (await sharp(frame).metadata()).height],
      [1600, 900],
    );
  });

  it('is deterministic: the same spec gives identical bytes', async () => {
    for (const kind of kinds) {
      const spec: SeedImageSpec = {
        kind,
        seed: 42,
        width: 320,
        height: 240,
        title: 'Harbour Lights',
      };
      const [a, b] = await Promise.all([renderSeedImage(spec), renderSeedImage(spec)]);
      assert.ok(a.equals(b), kind);
    }
  });

  it('varies with the seed and the palette', async () => {
    for (const kind of kinds) {
      const base = { kind, width: 320, height: 240 } as const;
      const one = seedImageSvg({ ...base, seed: 1 });
      const two = seedImageSvg({ ...base, seed: 2 });
      assert.notEqual(one, two, kind);
    }
    const lisbon = seedImageSvg({
      kind: 'poster',
      seed: 3,
      width: 320,
      height: 240,
      palette: 'Lisbon',
    });
    const kyoto = seedImageSvg({
      kind: 'poster',
      seed: 3,
      width: 320,
      height: 240,
      palette: 'neon',
    });
    assert.notEqual(lisbon, kyoto);
  });

  it('draws black and brown frames, and picture frames unlike painting frames', async () => {
    const spec = { kind: 'frame', seed: 9, width: 600, height: 450 } as const;
    const black = await sharp(await renderSeedImage({ ...spec, color: 'black' })).stats();
    const brown = await sharp(await renderSeedImage({ ...spec, color: 'brown' })).stats();
    // Brown wood warms the picture: more red than blue compared with the black moulding.
    const warmth = (s: Stats) => s.channels[0]!.mean - s.channels[2]!.mean;
    assert.ok(warmth(brown) > warmth(black), `${warmth(brown)} > ${warmth(black)}`);

    const picture = seedImageSvg({ ...spec, frameKind: 'picture' });
    const painting = seedImageSvg({ ...spec, frameKind: 'painting' });
    assert.notEqual(picture, painting);
    // Painting frames carry beading; picture frames a mat.
    assert.ok(painting.split('<circle').length > picture.split('<circle').length + 50);
  });

  it('shows the same print in the black and the brown version of a frame', () => {
    // Ids are numbered as they are drawn (brown adds grain first), so compare without them.
    const printOf = (svg: string) =>
      /<svg x=[\s\S]*?<\/svg>/.exec(svg)![0].replace(/(id="|#)([a-z]+)\d+/g, '$1$2');
    for (const frameKind of ['picture', 'painting'] as const) {
      const spec = { kind: 'frame', seed: 7001, width: 900, height: 900, frameKind } as const;
      const black = seedImageSvg({ ...spec, color: 'black' });
      const brown = seedImageSvg({ ...spec, color: 'brown' });
      assert.notEqual(black, brown);
      assert.equal(printOf(black), printOf(brown), frameKind);
    }
  });

  it('follows keywords in titles: dishes and modes of transport', () => {
    const svg = (kind: 'food' | 'transport', title: string) =>
      seedImageSvg({ kind, seed: 11, width: 400, height: 300, title });
    assert.ok(svg('food', 'Shoyu ramen').includes('id="broth'));
    assert.ok(!svg('food', 'Caesar salad').includes('id="broth'));
    // The metro scene carries the station sign; accents do not get in the way.
    assert.ok(svg('transport', 'Métro Line 1').includes('>M</text>'));
    assert.ok(!svg('transport', 'Batobus on the Seine').includes('>M</text>'));
  });

  it('sets title and subtitle as escaped text', () => {
    const svg = seedImageSvg({
      kind: 'poster',
      seed: 5,
      width: 800,
      height: 600,
      title: 'Rock & Roll <Live>',
      subtitle: 'Doors "7 PM"',
    });
    assert.ok(svg.includes('ROCK &#38; ROLL'));
    assert.ok(svg.includes('&#60;LIVE&#62;'));
    assert.ok(svg.includes('Doors &#34;7 PM&#34;'));
    assert.ok(!svg.includes('<Live>'));
  });

  it('rejects sizes that are not whole pixels in range', () => {
    for (const [width, height] of [
      [0, 100],
      [100.5, 100],
      [5000, 100],
      [Number.NaN, 10],
    ] as const) {
      assert.throws(() => seedImageSvg({ kind: 'food', seed: 1, width, height }), RangeError);
    }
  });
});

describe('renderSeedImages', () => {
  it('renders many specs in order with bounded concurrency', async () => {
    const specs: SeedImageSpec[] = kinds.map((kind, i) => ({
      kind,
      seed: i,
      width: 200,
      height: 150,
    }));
    const batch = await renderSeedImages(specs, 3);
    assert.equal(batch.length, specs.length);
    for (const [i, spec] of specs.entries()) {
      assert.ok(batch[i]!.equals(await renderSeedImage(spec)), spec.kind);
    }
  });
});
