/** Each seed city's palette, landmarks (the most recognisable first) and streets. */
import type { Palette } from '../palettes.js';
import { brooklynBridgeTower, harbourBridge } from './bridges.js';
import { bellasArtes, canalHouses, operaHouse, palaceGate } from './buildings.js';
import { atlasMountains, corcovado, palmTree, sugarloaf, tableMountain } from './landscape.js';
import { angelColumn, statueOfLiberty } from './monuments.js';
import type { LandmarkPainter } from './painter.js';
import {
  koutoubia,
  mosque,
  sacreCoeur,
  sagradaFamilia,
  sensojiPagoda,
  westerkerk,
} from './places-of-worship.js';
import { chryslerBuilding, empireState } from './skyscrapers.js';
import { eiffelTower, galataTower, nSeoulTower, skytree, tokyoTower } from './towers.js';

export interface CityStyle {
  palette: Palette;
  /** The city's landmarks, the most recognisable first; a skyline shows one or more. */
  landmarks: Array<{ name: string; paint: LandmarkPainter; width: number }>;
  /** Whether the city's skyline sits on water (harbour, river, bay). */
  water: boolean;
  /** Roof line of ordinary buildings: how a street of this city reads. */
  roofs: 'mansard' | 'gabled' | 'flat' | 'tiled' | 'hanok' | 'brownstone' | 'colonial';
  /** Wall colours of its streets. */
  walls: string[];
}

const palette = (name: string, colors: Palette['colors']): Palette => ({ name, colors });

export const cityStyles: Record<string, CityStyle> = {
  Paris: {
    palette: palette('paris', ['#2b2d42', '#8d99ae', '#c9ada7', '#f2e9e4', '#b5838d']),
    landmarks: [
      { name: 'Eiffel Tower', paint: eiffelTower, width: 0.45 },
      { name: 'Sacré-Cœur', paint: sacreCoeur, width: 0.9 },
    ],
    water: true,
    roofs: 'mansard',
    walls: ['#efe6d5', '#e8dcc4', '#f3ece0', '#ded2bc'],
  },
  Tokyo: {
    palette: palette('tokyo', ['#1a1a2e', '#e94560', '#f7a1c4', '#fdf2f4', '#0f3460']),
    landmarks: [
      { name: 'Tokyo Tower', paint: tokyoTower, width: 0.45 },
      { name: 'Tokyo Skytree', paint: skytree, width: 0.2 },
      { name: 'Sensō-ji pagoda', paint: sensojiPagoda, width: 0.5 },
    ],
    water: true,
    roofs: 'flat',
    walls: ['#d9d4cc', '#c7c2ba', '#e8e1d6', '#b9b4ad'],
  },
  'New York': {
    palette: palette('new-york', ['#22223b', '#f2a900', '#9a8c98', '#f2e9e4', '#4a4e69']),
    landmarks: [
      { name: 'Empire State Building', paint: empireState, width: 0.3 },
      { name: 'Chrysler Building', paint: chryslerBuilding, width: 0.15 },
      { name: 'Statue of Liberty', paint: statueOfLiberty, width: 0.25 },
      { name: 'Brooklyn Bridge', paint: brooklynBridgeTower, width: 0.4 },
    ],
    water: true,
    roofs: 'brownstone',
    walls: ['#7b4b3a', '#8a5a44', '#6e3f31', '#9c6b53'],
  },
  'Cape Town': {
    palette: palette('cape-town', ['#1b3a4b', '#f4a259', '#5b8e7d', '#f4e285', '#bc4b51']),
    landmarks: [{ name: 'Table Mountain', paint: tableMountain, width: 4.2 }],
    water: true,
    roofs: 'colonial',
    walls: ['#f7b267', '#f25c54', '#70c1b3', '#ffe066', '#b388eb', '#50514f'],
  },
  'Rio de Janeiro': {
    palette: palette('rio', ['#033f63', '#28666e', '#7c9885', '#fedc97', '#f26b38']),
    landmarks: [
      { name: 'Sugarloaf Mountain', paint: sugarloaf, width: 2.4 },
      { name: 'Christ the Redeemer on Corcovado', paint: corcovado, width: 2.6 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#f6bd60', '#f5cac3', '#84a59d', '#f28482', '#f7ede2'],
  },
  Sydney: {
    palette: palette('sydney', ['#003049', '#0077b6', '#90e0ef', '#fdf0d5', '#f77f00']),
    landmarks: [
      { name: 'Sydney Opera House', paint: operaHouse, width: 2.2 },
      { name: 'Sydney Harbour Bridge', paint: harbourBridge, width: 3.2 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#e9d8a6', '#ca6702', '#94d2bd', '#f4f1de'],
  },
  Barcelona: {
    palette: palette('barcelona', ['#3d1e6d', '#d1495b', '#edae49', '#fdf0d5', '#00798c']),
    landmarks: [{ name: 'Sagrada Família', paint: sagradaFamilia, width: 0.95 }],
    water: true,
    roofs: 'tiled',
    walls: ['#e9c46a', '#f4a261', '#eddcd2', '#d4a373'],
  },
  Istanbul: {
    palette: palette('istanbul', ['#12355b', '#c0392b', '#d4a373', '#faedcd', '#2a9d8f']),
    landmarks: [
      { name: 'Süleymaniye Mosque', paint: mosque, width: 1.5 },
      { name: 'Galata Tower', paint: galataTower, width: 0.2 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#a8dadc', '#ffb4a2'],
  },
  'Mexico City': {
    palette: palette('mexico-city', ['#2d1e2f', '#e4572e', '#a05eb5', '#f3e9dc', '#29a19c']),
    landmarks: [
      { name: 'Angel of Independence', paint: angelColumn, width: 0.25 },
      { name: 'Palacio de Bellas Artes', paint: bellasArtes, width: 0.75 },
    ],
    water: false,
    roofs: 'flat',
    walls: ['#e4572e', '#f3a712', '#29a19c', '#ff8fab', '#f3e9dc'],
  },
  Marrakech: {
    palette: palette('marrakech', ['#5b2a1e', '#c1440e', '#e29578', '#f6e8d6', '#2f6bff']),
    landmarks: [
      { name: 'Koutoubia minaret', paint: koutoubia, width: 0.2 },
      { name: 'palm trees', paint: palmTree, width: 0.6 },
      { name: 'Atlas Mountains', paint: atlasMountains, width: 5 },
    ],
    water: false,
    roofs: 'flat',
    walls: ['#c1440e', '#d0703c', '#b5542a', '#e08e5b'],
  },
  Seoul: {
    palette: palette('seoul', ['#14213d', '#d62828', '#5e8c61', '#f1faee', '#fcbf49']),
    landmarks: [
      { name: 'N Seoul Tower', paint: nSeoulTower, width: 2.8 },
      { name: 'Gwanghwamun gate', paint: palaceGate, width: 1.6 },
    ],
    water: true,
    roofs: 'hanok',
    walls: ['#e5e5e5', '#d8cbb8', '#c9c1b6', '#f0ead6'],
  },
  Amsterdam: {
    palette: palette('amsterdam', ['#1d3557', '#e76f51', '#f4a261', '#f1faee', '#2a9d8f']),
    landmarks: [
      { name: 'canal houses', paint: canalHouses, width: 1.4 },
      { name: 'Westerkerk', paint: westerkerk, width: 0.15 },
    ],
    water: true,
    roofs: 'gabled',
    walls: ['#7b3f2a', '#5a3a2e', '#8c5a3c', '#3d3a3a'],
  },
};

export function cityStyle(city: string): CityStyle {
  const style = cityStyles[city];
  if (!style) throw new Error(`No artwork style for the city "${city}".`);
  return style;
}
