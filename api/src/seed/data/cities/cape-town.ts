import type { SeedCity } from '../cities.js';

export const capeTown: SeedCity = {
  name: 'Cape Town',
  country: 'South Africa',
  countryPart: 'Western Cape',
  location: 'Southern Africa',
  description:
    'Cape Town sits between Table Mountain and two oceans. Bo-Kaap’s painted houses, the V&A Waterfront and penguin beaches are all within an hour, and the evening light over Lion’s Head is worth the climb.',
  neighbourhoods: ['Bo-Kaap', 'Woodstock', 'Kalk Bay'],
  lifestyle: [
    { title: 'Colours of the Bo-Kaap', subject: 'scene:houses' },
    { title: 'Surfers at Muizenberg', subject: 'scene:beach:surf' },
    { title: 'Fishing boats in Kalk Bay harbour', subject: 'scene:harbour' },
    { title: 'Cloud over Table Mountain', subject: 'landmark:Table Mountain' },
    { title: 'Street murals in Woodstock', subject: 'scene:mural' },
    { title: 'Sundowners on Signal Hill', subject: 'scene:viewpoint' },
  ],
  dishes: [
    {
      name: 'Cape Malay curry',
      plate: 'curry',
      description:
        'Fragrant, gently sweet curry with apricot and cinnamon, served with yellow rice in the Bo-Kaap.',
    },
    {
      name: 'Gatsby',
      plate: 'gatsby',
      description:
        'A foot-long roll stuffed with slap chips, polony or steak and peri-peri, built for sharing.',
    },
    {
      name: 'Fish and chips at Kalk Bay',
      plate: 'fish-chips',
      description: 'Hake or snoek fried fresh off the boats, eaten on the harbour wall.',
    },
    {
      name: 'Bobotie',
      plate: 'bobotie',
      description: 'Spiced minced meat baked under a savoury custard, with chutney and sambals.',
    },
  ],
  transport: [
    {
      title: 'MyCiTi bus',
      type: 'Bus',
      location: 'Civic Centre – Table View – Hout Bay',
      description:
        'Rapid bus routes from the city centre to the Atlantic seaboard beaches; load a myconnect card.',
    },
    {
      title: 'Metrorail Southern Line',
      type: 'Train',
      location: 'Cape Town – Muizenberg – Simon’s Town',
      description: 'A coastal train along False Bay, the scenic way to Kalk Bay and the penguins.',
    },
    {
      title: 'Table Mountain Aerial Cableway',
      type: 'Cable car',
      location: 'Tafelberg Road',
      description: 'Rotating cars to the summit in five minutes; check the wind before you go.',
    },
    {
      title: 'Cape Wheel & waterfront shuttles',
      type: 'Shuttle',
      location: 'V&A Waterfront',
      description:
        'Shuttles linking the waterfront, the Clock Tower and the Robben Island ferry gate.',
    },
  ],
  events: [
    {
      name: 'First Thursdays Art Walk',
      category: 'Art',
      venue: 'Bree Street galleries',
      description:
        'Galleries stay open late on the first Thursday, with music spilling into the street.',
      when: { time: '18:00', weekday: 'Thursday', week: 'first' },
    },
    {
      name: 'Kirstenbosch Summer Sunset Concert',
      category: 'Music',
      venue: 'Kirstenbosch National Botanical Garden',
      description:
        'Picnic blankets on the lawns and live music under the eastern slopes of Table Mountain.',
      when: { time: '17:30', weekday: 'Sunday' },
    },
  ],
};
