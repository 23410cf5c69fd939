import type { SeedCity } from '../cities.js';

export const barcelona: SeedCity = {
  name: 'Barcelona',
  country: 'Spain',
  countryPart: 'Catalonia',
  location: 'Southern Europe',
  description:
    'Barcelona pairs Gaudí’s curves with a Gothic maze and a city beach. Sundays start with vermouth before lunch in Gràcia, and the grid of the Eixample hides leafy courtyards behind its chamfered corners.',
  neighbourhoods: ['El Born', 'Gràcia', 'Barceloneta'],
  lifestyle: [
    { title: 'Light inside the Sagrada Família', subject: 'landmark:Sagrada Família:interior' },
    { title: 'Laundry lines in the Gothic Quarter', subject: 'scene:houses:laundry' },
    { title: 'Morning at La Boqueria', subject: 'scene:market' },
    { title: 'Beach volleyball at Barceloneta', subject: 'scene:beach:volleyball' },
    { title: 'Plaça del Sol at midnight', subject: 'scene:music:square' },
    { title: 'Mosaics of Park Güell', subject: 'scene:trencadis' },
  ],
  dishes: [
    {
      name: 'Pa amb tomàquet',
      plate: 'tomato-bread',
      description:
        'Toasted bread rubbed with ripe tomato, olive oil and salt: the base of every Catalan meal.',
    },
    {
      name: 'Seafood paella',
      plate: 'paella',
      description:
        'Bomba rice with prawns and mussels, cooked in a wide pan until the socarrat crackles.',
    },
    {
      name: 'Bombas de la Barceloneta',
      plate: 'bombas',
      description: 'Fried potato balls filled with meat, topped with aioli and spicy sauce.',
    },
    {
      name: 'Crema catalana',
      plate: 'crema-catalana',
      description: 'Custard scented with lemon and cinnamon under a burnt-sugar crust.',
    },
  ],
  transport: [
    {
      title: 'Metro L3 green line',
      type: 'Metro',
      location: 'Zona Universitària – Trinitat Nova',
      description: 'Stops at Liceu, Passeig de Gràcia and Fontana for the main sights.',
    },
    {
      title: 'Bicing',
      type: 'Bike share',
      location: 'Citywide',
      description:
        'The residents’ bike share; visitors ride rental bikes along the seafront lanes.',
    },
    {
      title: 'Montjuïc Cable Car',
      type: 'Cable car',
      location: 'Parc de Montjuïc – Castell de Montjuïc',
      description: 'Gondolas up to the castle with views over the port.',
    },
    {
      title: 'T-casual ticket',
      type: 'Pass',
      location: 'Metro, bus, tram and FGC zone 1',
      description: 'Ten journeys on one card, with transfers within 75 minutes.',
    },
  ],
  events: [
    {
      name: 'Festa Major de Gràcia Preview',
      category: 'Festival',
      venue: 'Plaça de la Vila de Gràcia',
      description: 'Decorated streets, castellers and concerts in Gràcia’s squares.',
      when: { time: '18:00' },
    },
    {
      name: 'Sónar Sessions',
      category: 'Music',
      venue: 'Fira Montjuïc',
      description: 'Electronic music and digital art talks over one weekend.',
      when: { time: '20:00', weekday: 'Saturday' },
    },
  ],
};
