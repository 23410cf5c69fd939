import type { SeedCity } from '../cities.js';

export const newYork: SeedCity = {
  name: 'New York',
  country: 'United States',
  countryPart: 'New York State',
  location: 'North America',
  description:
    'New York is a city of stoops, bodegas and avenues that run straight to the horizon. From the cast-iron streets of SoHo to the brownstones of Brooklyn, every block has a story, a slice shop and somebody with a camera.',
  neighbourhoods: ['West Village', 'Williamsburg', 'Harlem'],
  lifestyle: [
    { title: 'Steam rising on Fifth Avenue', subject: 'scene:crossing:steam' },
    { title: 'Brownstone stoops in Brooklyn Heights', subject: 'scene:houses:brownstones' },
    { title: 'Subway platform at Union Square', subject: 'scene:metro-platform' },
    { title: 'Sunset from the Brooklyn Bridge', subject: 'scene:bridge:sunset' },
    { title: 'Chess tables in Washington Square Park', subject: 'scene:chess' },
    { title: 'Yellow cabs on a rainy Broadway', subject: 'scene:crossing:cabs' },
  ],
  dishes: [
    {
      name: 'Dollar-slice pizza',
      plate: 'pizza-slice',
      description: 'A thin, foldable New York slice with bright tomato sauce, eaten on the curb.',
    },
    {
      name: 'Bagel with lox',
      plate: 'bagel-lox',
      description:
        'Hand-rolled, kettle-boiled bagel with cream cheese, smoked salmon, capers and red onion.',
    },
    {
      name: 'Pastrami on rye',
      plate: 'pastrami-sandwich',
      description: 'Hand-sliced pastrami piled high with yellow mustard at a Lower East Side deli.',
    },
    {
      name: 'Halal cart chicken over rice',
      plate: 'chicken-rice',
      description:
        'Yellow rice, chopped chicken and the famous white sauce from a Midtown street cart.',
    },
  ],
  transport: [
    {
      title: 'Subway 7 train',
      type: 'Metro',
      location: 'Hudson Yards – Flushing',
      description:
        'An elevated ride through Queens with Manhattan skyline views and a food tour at every stop.',
    },
    {
      title: 'Staten Island Ferry',
      type: 'Boat',
      location: 'Whitehall Terminal – St. George',
      description:
        'Free, every 15 to 30 minutes, passing the Statue of Liberty and the harbour skyline.',
    },
    {
      title: 'Citi Bike',
      type: 'Bike share',
      location: 'Manhattan, Brooklyn, Queens, Bronx, Jersey City',
      description: 'Docked bikes and e-bikes; the Hudson River Greenway is the best ride in town.',
    },
    {
      title: 'OMNY tap-to-pay',
      type: 'Pass',
      location: 'Subway and buses',
      description: 'Tap a contactless card; after twelve rides in a week the rest are free.',
    },
  ],
  events: [
    {
      name: 'Harlem Gospel Sunday',
      category: 'Music',
      venue: 'Abyssinian Baptist Church, Harlem',
      description: 'A morning of gospel choirs and community brunch in the heart of Harlem.',
      when: { time: '10:00', weekday: 'Sunday' },
    },
    {
      name: 'Smorgasburg Williamsburg',
      category: 'Food',
      venue: 'Marsha P. Johnson State Park',
      description: 'Over seventy food vendors on the East River waterfront with skyline views.',
      when: { time: '11:00', weekday: 'Saturday' },
    },
  ],
};
