import { rankMatches } from './rank-matches';

const cities = [
  { name: 'Barcelona', country: 'Spain' },
  { name: 'Cape Town', country: 'South Africa' },
  { name: 'Paris', country: 'France' },
  { name: 'Tokyo', country: 'Japan' },
];
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

test('a name that starts with the term comes first, then the API order', () => {
  // The API matched Barcelona through "Spain" and Tokyo through "Japan", sorted by name.
  const ranked = rankMatches(cities, 'pa', (city) => [city.name]);
  expect(names(ranked)).toEqual(['Paris', 'Barcelona', 'Cape Town', 'Tokyo']);
});

test('a word inside the name that starts with the term comes next', () => {
  const ranked = rankMatches(cities, 'TOW', (city) => [city.name]);
  expect(names(ranked)[0]).toBe('Cape Town');
  const streets = [{ name: 'Old Town Square' }, { name: 'Townhall' }, { name: 'Uptown' }];
  expect(names(rankMatches(streets, 'town', (s) => [s.name]))).toEqual([
    'Townhall',
    'Old Town Square',
    'Uptown',
  ]);
});

test('later names rank after earlier ones, and accents do not matter', () => {
  const events = [
    { name: 'Samba at Pedra do Sal', city: 'Rio de Janeiro' },
    { name: 'Kadıköy Street Food Night', city: 'Istanbul' },
    { name: 'Rio Antigo Fair', city: 'Rio de Janeiro' },
  ];
  expect(names(rankMatches(events, 'rio', (e) => [e.name, e.city]))).toEqual([
    'Rio Antigo Fair',
    'Samba at Pedra do Sal',
    'Kadıköy Street Food Night',
  ]);
  expect(names(rankMatches(events, 'kadikoy', (e) => [e.name]))[0]).toBe(
    'Kadıköy Street Food Night',
  );
});

test('returns a new list and leaves the one it was given alone', () => {
  const ranked = rankMatches(cities, 'pa', (city) => [city.name]);
  expect(ranked).not.toBe(cities);
  expect(names(cities)).toEqual(['Barcelona', 'Cape Town', 'Paris', 'Tokyo']);
});
