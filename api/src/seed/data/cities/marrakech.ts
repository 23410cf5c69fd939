import type { SeedCity } from '../cities.js';

export const marrakech: SeedCity = {
  name: 'Marrakech',
  country: 'Morocco',
  countryPart: 'Marrakesh-Safi',
  location: 'North Africa',
  description:
    'Marrakech is a red-walled medina at the foot of the Atlas. Souks of copper and leather lead to quiet riads, and at dusk Jemaa el-Fnaa fills with food stalls, storytellers and smoke under the Koutoubia minaret.',
  neighbourhoods: ['The Medina', 'Mellah', 'Gueliz'],
  lifestyle: [
    { title: 'Lanterns in the souk', subject: 'scene:lanterns' },
    { title: 'Smoke over Jemaa el-Fnaa', subject: 'scene:market:grill' },
    { title: 'Mint tea in a riad courtyard', subject: 'scene:riad-tea' },
    { title: 'Blue walls of the Jardin Majorelle', subject: 'scene:garden:majorelle' },
    { title: 'Tanneries from above', subject: 'scene:tannery' },
    { title: 'Atlas peaks from a rooftop', subject: 'scene:viewpoint:day' },
  ],
  dishes: [
    {
      name: 'Tagine with preserved lemon',
      plate: 'tagine',
      description: 'Chicken slow-cooked with olives and preserved lemon in a conical clay pot.',
    },
    {
      name: 'Tanjia',
      plate: 'tanjia',
      description: 'Beef cooked overnight in an urn in the ashes of a hammam furnace.',
    },
    {
      name: 'Harira',
      plate: 'harira',
      description: 'Tomato, lentil and chickpea soup, served with dates and chebakia.',
    },
    {
      name: 'Msemen',
      plate: 'msemen',
      description: 'Flaky square pancakes with honey, sold hot from griddles at breakfast.',
    },
  ],
  transport: [
    {
      title: 'Petit taxis',
      type: 'Taxi',
      location: 'Inside the city walls and Gueliz',
      description: 'Small beige taxis for up to three; agree the fare or ask for the meter.',
    },
    {
      title: 'ALSA city buses',
      type: 'Bus',
      location: 'Jemaa el-Fnaa – Gueliz – Majorelle',
      description: 'City buses link the medina, Gueliz and the Jardin Majorelle for a few dirhams.',
    },
    {
      title: 'Al Boraq and ONCF trains',
      type: 'Train',
      location: 'Marrakech station – Casablanca – Tangier',
      description: 'Trains to Casablanca, connecting to the high-speed line north.',
    },
    {
      title: 'Calèches',
      type: 'Horse carriage',
      location: 'Place de Foucauld',
      description: 'Green horse carriages around the ramparts and the palm grove.',
    },
  ],
  events: [
    {
      name: 'Medina Light Walk',
      category: 'Photography',
      venue: 'Bab Doukkala',
      description: 'A slow walk through the souks chasing light shafts and lantern glow.',
      when: { time: '17:00' },
    },
    {
      name: 'Marrakech Popular Arts Night',
      category: 'Festival',
      venue: 'El Badi Palace',
      description: 'Gnawa musicians and Berber dancers in the ruins of a sixteenth-century palace.',
      when: { time: '20:00' },
    },
  ],
};
