import type { SeedCity } from '../cities.js';

export const paris: SeedCity = {
  name: 'Paris',
  country: 'France',
  countryPart: 'Île-de-France',
  location: 'Western Europe',
  description:
    'Paris rewards slow walking: zinc-topped cafés, the Seine’s stone quays, and twenty arrondissements that each keep their own market day. Morning light on Haussmann façades and late dinners in the Marais make it a city photographers never finish.',
  neighbourhoods: ['Le Marais', 'Montmartre', 'Saint-Germain-des-Prés'],
  lifestyle: [
    { title: 'Morning coffee on Rue Montorgueil', subject: 'scene:cafe' },
    { title: 'Booksellers along the Seine', subject: 'scene:waterfront:booksellers' },
    { title: 'Sunday market at Place d’Aligre', subject: 'scene:market' },
    { title: 'Rain on the steps of Montmartre', subject: 'scene:steps:rain' },
    { title: 'Evening light at Canal Saint-Martin', subject: 'scene:waterfront:evening' },
    { title: 'Chess players in the Jardin du Luxembourg', subject: 'scene:chess' },
  ],
  dishes: [
    {
      name: 'Croissant au beurre',
      plate: 'croissant',
      description:
        'Laminated, all-butter and best before nine, from a neighbourhood boulangerie with a queue out the door.',
    },
    {
      name: 'Steak frites',
      plate: 'steak-frites',
      description:
        'The bistro classic: a seared entrecôte, béarnaise on the side and thin fries cooked twice.',
    },
    {
      name: 'Falafel in the Marais',
      plate: 'falafel',
      description:
        'Rue des Rosiers pitas stuffed with falafel, fried aubergine, cabbage and tahini, eaten standing up.',
    },
    {
      name: 'Crêpe complète',
      plate: 'crepe',
      description:
        'A buckwheat galette folded around ham, Emmental and a runny egg, with a bowl of dry cider.',
    },
  ],
  transport: [
    {
      title: 'Métro Line 1',
      type: 'Metro',
      location: 'La Défense – Château de Vincennes',
      description:
        'Driverless trains every two minutes across the city’s spine: Louvre, Concorde, Champs-Élysées and Bastille.',
    },
    {
      title: 'RER B to the airports',
      type: 'Train',
      location: 'Gare du Nord – Charles de Gaulle / Orly',
      description:
        'The fastest link to Charles de Gaulle in about 35 minutes; change at Antony for the Orlyval shuttle.',
    },
    {
      title: 'Vélib’ bike share',
      type: 'Bike share',
      location: 'Citywide, 1,400 stations',
      description: 'Green mechanical and blue electric bikes, with day passes for visitors.',
    },
    {
      title: 'Batobus on the Seine',
      type: 'Boat',
      location: 'Eiffel Tower – Jardin des Plantes',
      description:
        'A hop-on, hop-off river boat with nine stops, the slowest and most beautiful way between museums.',
    },
  ],
  events: [
    {
      name: 'Nuit des Photographes',
      category: 'Photography',
      venue: 'Le Bal, 6 Impasse de la Défense',
      description:
        'Night-long slideshows by documentary photographers, with portfolio reviews in the courtyard.',
      when: { time: '21:00' },
    },
    {
      name: 'Jazz on the Quais',
      category: 'Music',
      venue: 'Quai de la Tournelle',
      description:
        'Free open-air jazz sets along the Seine as the sun goes down behind Notre-Dame.',
      when: { time: '19:30' },
    },
  ],
};
