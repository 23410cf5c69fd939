/** The light a skyline is painted in: sky, sun, buildings near and far, windows and water. */
export interface TimeOfDay {
  name: 'dawn' | 'day' | 'sunset' | 'dusk' | 'night';
  sky: [string, string, string];
  light: string;
  far: string;
  near: string;
  window: string;
  lit: number;
  water: [string, string];
}

export const timesOfDay: readonly TimeOfDay[] = [
  {
    name: 'dawn',
    sky: ['#2e3a6e', '#e9967a', '#ffd9a0'],
    light: '#fff1c9',
    far: '#8a7898',
    near: '#3a3150',
    window: '#ffd98a',
    lit: 0.22,
    water: ['#6a6a8e', '#2a2c4a'],
  },
  {
    name: 'day',
    sky: ['#2f7fd1', '#7fbff0', '#dff1fb'],
    light: '#fffbe6',
    far: '#a9bfd3',
    near: '#4a6378',
    window: '#d9ecf8',
    lit: 0.18,
    water: ['#5d9ccc', '#1f4f78'],
  },
  {
    name: 'sunset',
    sky: ['#3a1d4d', '#d9534f', '#ffc36b'],
    light: '#ffe08a',
    far: '#9a5a73',
    near: '#3b1e35',
    window: '#ffcf70',
    lit: 0.3,
    water: ['#b5566a', '#2c1530'],
  },
  {
    name: 'dusk',
    sky: ['#0d1a40', '#3e3a8c', '#c27bb5'],
    light: '#f6f1d5',
    far: '#51507e',
    near: '#1f1d3d',
    window: '#ffd67a',
    lit: 0.45,
    water: ['#4a4883', '#0e0f2a'],
  },
  {
    name: 'night',
    sky: ['#040817', '#0c1a3d', '#25407a'],
    light: '#f4f1e0',
    far: '#27345c',
    near: '#0d1328',
    window: '#ffd56e',
    lit: 0.55,
    water: ['#1c2b55', '#03060f'],
  },
];
