import type { SeedCity } from '../cities.js';

export const seoul: SeedCity = {
  name: 'Seoul',
  country: 'South Korea',
  countryPart: 'Seoul Capital Area',
  location: 'East Asia',
  description:
    'Seoul mixes royal palaces with late-night food alleys and mountain trails reachable by subway. Hanok rooftops in Bukchon, the restored Cheonggyecheon stream and the lights of Hongdae show a capital that never stops renewing itself.',
  neighbourhoods: ['Bukchon', 'Hongdae', 'Seongsu'],
  lifestyle: [
    { title: 'Hanbok at Gyeongbokgung', subject: 'landmark:Gwanghwamun gate' },
    { title: 'Rooftops of Bukchon Hanok Village', subject: 'scene:houses:rooftops' },
    { title: 'Street food at Gwangjang Market', subject: 'scene:market:grill' },
    { title: 'Cheonggyecheon at night', subject: 'scene:waterfront:night' },
    { title: 'Buskers in Hongdae', subject: 'scene:music:buskers' },
    { title: 'N Seoul Tower in the fog', subject: 'landmark:N Seoul Tower' },
  ],
  dishes: [
    {
      name: 'Bibimbap',
      plate: 'bibimbap',
      description: 'Rice with seasoned vegetables, beef, egg and gochujang, mixed at the table.',
    },
    {
      name: 'Korean fried chicken',
      plate: 'fried-chicken',
      description: 'Twice-fried, crackling chicken with beer: chimaek.',
    },
    {
      name: 'Bindaetteok',
      plate: 'bindaetteok',
      description: 'Mung bean pancakes fried crisp at Gwangjang Market.',
    },
    {
      name: 'Tteokbokki',
      plate: 'tteokbokki',
      description: 'Chewy rice cakes in sweet-spicy red sauce from a pojangmacha tent.',
    },
  ],
  transport: [
    {
      title: 'Seoul Metro Line 2',
      type: 'Metro',
      location: 'Circle line: City Hall – Gangnam – Hongik Univ.',
      description: 'The green circle through Gangnam, Jamsil and Hongdae.',
    },
    {
      title: 'T-money card',
      type: 'Pass',
      location: 'Subway, buses and taxis',
      description: 'Tap-in card with free transfers between subway and buses within 30 minutes.',
    },
    {
      title: 'AREX Airport Railroad',
      type: 'Train',
      location: 'Incheon Airport – Seoul Station',
      description: 'Express trains to the city centre in 43 minutes.',
    },
    {
      title: 'Ttareungyi bike share',
      type: 'Bike share',
      location: 'Citywide, Han River parks',
      description: 'The green bikes to ride along the Han River cycle paths.',
    },
  ],
  events: [
    {
      name: 'Han River Night Market',
      category: 'Market',
      venue: 'Yeouido Hangang Park',
      description: 'Food trucks, crafts and buskers on the riverbank.',
      when: { time: '18:00' },
    },
    {
      name: 'Seongsu Design Week',
      category: 'Art',
      venue: 'Seongsu-dong warehouses',
      description: 'Pop-up exhibitions in converted factories and shoe workshops.',
      when: { time: '11:00' },
    },
  ],
};
