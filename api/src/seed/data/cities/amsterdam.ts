import type { SeedCity } from '../cities.js';

export const amsterdam: SeedCity = {
  name: 'Amsterdam',
  country: 'Netherlands',
  countryPart: 'North Holland',
  location: 'Western Europe',
  description:
    'Amsterdam is canal rings, gabled houses and more bicycles than people. Brown cafés glow in the Jordaan, the Museumplein holds Rembrandt and Van Gogh, and ferries behind Centraal cross the IJ to the creative north.',
  neighbourhoods: ['Jordaan', 'De Pijp', 'Amsterdam-Noord'],
  lifestyle: [
    { title: 'Bicycles on the Brouwersgracht', subject: 'scene:waterfront:bikes' },
    { title: 'Houseboats on the Prinsengracht', subject: 'scene:harbour:houseboats' },
    { title: 'Albert Cuyp Market on Saturday', subject: 'scene:market' },
    { title: 'Fog over the Amstel', subject: 'scene:waterfront:fog' },
    { title: 'Tulips at the Bloemenmarkt', subject: 'scene:market:flowers' },
    { title: 'Ferry to NDSM wharf', subject: 'scene:harbour:ferry' },
  ],
  dishes: [
    {
      name: 'Stroopwafel',
      plate: 'stroopwafel',
      description:
        'Thin waffles pressed around caramel syrup, made fresh at the Albert Cuyp Market.',
    },
    {
      name: 'Herring with onions',
      plate: 'herring',
      description:
        'Raw Hollandse Nieuwe herring with chopped onion and pickles from a herring stand.',
    },
    {
      name: 'Bitterballen',
      plate: 'bitterballen',
      description: 'Crisp ragout balls served with mustard in a brown café.',
    },
    {
      name: 'Dutch apple pie',
      plate: 'apple-pie',
      description: 'Deep lattice-topped apple pie with whipped cream at Winkel 43.',
    },
  ],
  transport: [
    {
      title: 'GVB trams',
      type: 'Tram',
      location: 'Centraal – Museumplein – De Pijp',
      description:
        'Trams 2 and 12 stop at the Museumplein and tram 24 runs from Centraal through De Pijp; check in and out with a card.',
    },
    {
      title: 'Free IJ ferries',
      type: 'Boat',
      location: 'Centraal Station – NDSM / Buiksloterweg',
      description: 'Free ferries behind the station to Amsterdam-Noord.',
    },
    {
      title: 'Metro 52 North–South line',
      type: 'Metro',
      location: 'Noord – Station Zuid',
      description: 'Fast link under the old city with stops at Rokin and De Pijp.',
    },
    {
      title: 'OV-fiets and bike rental',
      type: 'Bike share',
      location: 'Stations and rental shops',
      description: 'Rent a bike for the day; ride with the locals and use hand signals.',
    },
  ],
  events: [
    {
      name: 'Jordaan Canal Concert',
      category: 'Music',
      venue: 'Prinsengracht at Noordermarkt',
      description: 'Chamber music from a floating stage; listen from the quay or a boat.',
      when: { time: '20:00' },
    },
    {
      name: 'NDSM Flea Market',
      category: 'Market',
      venue: 'NDSM-werf, Amsterdam-Noord',
      description: 'Europe’s largest flea market in a former shipyard.',
      when: { time: '09:00', weekday: 'Saturday' },
    },
  ],
};
