import type { SeedCity } from '../cities.js';

export const tokyo: SeedCity = {
  name: 'Tokyo',
  country: 'Japan',
  countryPart: 'Kantō',
  location: 'East Asia',
  description:
    'Tokyo is a hundred villages sewn together by the world’s most punctual trains. Neon canyons in Shinjuku give way to quiet temple lanes in Yanaka, and a perfect bowl of ramen is never more than a few steps from any station.',
  neighbourhoods: ['Shimokitazawa', 'Yanaka', 'Shibuya'],
  lifestyle: [
    { title: 'Crossing at Shibuya after rain', subject: 'scene:crossing:rain' },
    { title: 'Lanterns in Omoide Yokochō', subject: 'scene:lanterns' },
    { title: 'Cat naps in Yanaka Ginza', subject: 'scene:houses:cats' },
    { title: 'Commuters at Shinjuku Station', subject: 'scene:metro-platform' },
    { title: 'Cherry blossoms over the Meguro River', subject: 'scene:garden:blossoms' },
    { title: 'Late-night ramen counter in Ebisu', subject: 'scene:lanterns:ramen' },
  ],
  dishes: [
    {
      name: 'Shoyu ramen',
      plate: 'ramen',
      description:
        'Clear soy-seasoned chicken broth, springy noodles and a slice of chashu, ordered from a ticket machine.',
    },
    {
      name: 'Conveyor-belt sushi',
      plate: 'sushi',
      description:
        'Plates circling at elbow height; tuna, salmon and seasonal fish at a few hundred yen each.',
    },
    {
      name: 'Tamagoyaki at Tsukiji',
      plate: 'tamagoyaki',
      description:
        'Sweet rolled omelette on a stick from the outer market stalls, still warm from the pan.',
    },
    {
      name: 'Yakitori under the tracks',
      plate: 'yakitori',
      description:
        'Chicken skewers grilled over binchōtan in Yūrakuchō’s arches, with a cold highball.',
    },
  ],
  transport: [
    {
      title: 'JR Yamanote Line',
      type: 'Train',
      location: 'Loop line: Tokyo – Shinjuku – Shibuya – Ueno',
      description:
        'The green loop linking the major hubs in about an hour; trains every three to four minutes.',
    },
    {
      title: 'Tokyo Metro Ginza Line',
      type: 'Metro',
      location: 'Shibuya – Asakusa',
      description:
        'Asia’s oldest subway line, the easy way from Shibuya to Ginza and on to Sensō-ji.',
    },
    {
      title: 'Suica IC card',
      type: 'Pass',
      location: 'All trains, buses and convenience stores',
      description:
        'Tap in and out on every line; also pays for vending machines and konbini snacks.',
    },
    {
      title: 'Tokyo Water Bus',
      type: 'Boat',
      location: 'Asakusa – Hinode Pier – Odaiba',
      description:
        'Futuristic river boats down the Sumida under a dozen painted bridges to Tokyo Bay.',
    },
  ],
  events: [
    {
      name: 'Sumida River Night Walk',
      category: 'Photography',
      venue: 'Azuma Bridge, Asakusa',
      description: 'A guided photo walk along the Sumida at blue hour with tripods welcome.',
      when: { time: '18:00' },
    },
    {
      name: 'Shimokita Vinyl Fair',
      category: 'Market',
      venue: 'Shimokitazawa Station Square',
      description: 'Record dealers from across Kantō, listening booths and live DJ sets.',
      when: { time: '11:00' },
    },
  ],
};
