/** The tags of a seeded photo: what its subject shows, and the time of day its painter fixes. */
import type { SceneKey } from '../street-scenes.js';

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
