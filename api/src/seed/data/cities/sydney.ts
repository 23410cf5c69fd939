import type { SeedCity } from '../cities.js';

export const sydney: SeedCity = {
  name: 'Sydney',
  country: 'Australia',
  countryPart: 'New South Wales',
  location: 'Oceania',
  description:
    'Sydney lives on the water: ferries fan out from Circular Quay, coastal walks link ocean pools, and the Opera House sails glow at dusk. Terrace-lined Surry Hills and Newtown keep the coffee strong and the brunch long.',
  neighbourhoods: ['Surry Hills', 'Newtown', 'The Rocks'],
  lifestyle: [
    { title: 'Morning swim at Bondi Icebergs', subject: 'scene:beach:pool' },
    { title: 'Ferry wake past the Opera House', subject: 'scene:harbour:ferry' },
    { title: 'Street art on King Street, Newtown', subject: 'scene:mural' },
    { title: 'Coastal walk to Bronte', subject: 'scene:viewpoint:day' },
    { title: 'Fish market at dawn', subject: 'scene:market:fish' },
    { title: 'Harbour Bridge from Milsons Point', subject: 'landmark:Sydney Harbour Bridge' },
  ],
  dishes: [
    {
      name: 'Flat white',
      plate: 'flat-white',
      description: 'Velvety microfoam over a double ristretto, the city’s unofficial breakfast.',
    },
    {
      name: 'Barramundi and chips',
      plate: 'fish-chips',
      description: 'Local barramundi in light batter, eaten by the water with lemon and chips.',
    },
    {
      name: 'Smashed avocado toast',
      plate: 'avocado-toast',
      description:
        'Sourdough, avocado, feta and chilli: the Sydney brunch that went around the world.',
    },
    {
      name: 'Meat pie with sauce',
      plate: 'meat-pie',
      description: 'A flaky pie of minced beef and gravy, with a dollop of tomato sauce.',
    },
  ],
  transport: [
    {
      title: 'Manly Ferry',
      type: 'Boat',
      location: 'Circular Quay – Manly',
      description: 'Thirty minutes across the harbour past the Opera House and the Heads.',
    },
    {
      title: 'Sydney Metro',
      type: 'Metro',
      location: 'Tallawong – Sydenham',
      description: 'Driverless trains under the harbour with stops at Barangaroo and Martin Place.',
    },
    {
      title: 'Opal card and contactless',
      type: 'Pass',
      location: 'Trains, buses, ferries, light rail',
      description: 'Tap on and off; daily and weekly fare caps keep costs predictable.',
    },
    {
      title: 'L2 and L3 light rail',
      type: 'Tram',
      location: 'Circular Quay – Randwick / Kingsford',
      description: 'Light rail down George Street to Central and out to the eastern suburbs.',
    },
  ],
  events: [
    {
      name: 'Harbour Sunset Photo Walk',
      category: 'Photography',
      venue: 'Mrs Macquarie’s Chair',
      description: 'Golden hour to blue hour framing the Opera House and the Harbour Bridge.',
      when: { time: '18:30' },
    },
    {
      name: 'Carriageworks Farmers Market',
      category: 'Food',
      venue: 'Carriageworks, Eveleigh',
      description: 'Seventy producers in a heritage rail yard every Saturday morning.',
      when: { time: '08:00', weekday: 'Saturday' },
    },
  ],
};
