import type { SeedCity } from '../cities.js';

export const istanbul: SeedCity = {
  name: 'Istanbul',
  country: 'Türkiye',
  countryPart: 'Marmara Region',
  location: 'Europe and Asia',
  description:
    'Istanbul spans two continents across the Bosphorus. Ferries carry commuters between minarets and waterside mansions, and the bazaars, tea gardens and fish-sandwich boats of Eminönü have fed travellers for centuries.',
  neighbourhoods: ['Balat', 'Karaköy', 'Kadıköy'],
  lifestyle: [
    { title: 'Ferry to Kadıköy at sunset', subject: 'scene:harbour:ferry' },
    { title: 'Tea glasses on the Galata Bridge', subject: 'scene:bridge:tea' },
    { title: 'Colourful houses of Balat', subject: 'scene:houses' },
    { title: 'Spice sacks in the Egyptian Bazaar', subject: 'scene:market:spices' },
    { title: 'Fishermen on the Galata Bridge', subject: 'scene:bridge:fishermen' },
    { title: 'Domes of the Süleymaniye at dusk', subject: 'landmark:Süleymaniye Mosque' },
  ],
  dishes: [
    {
      name: 'Balık ekmek',
      plate: 'fish-sandwich',
      description: 'Grilled mackerel in bread with onion and lettuce from the boats at Eminönü.',
    },
    {
      name: 'Simit',
      plate: 'simit',
      description: 'A sesame-crusted bread ring sold from red carts on every corner.',
    },
    {
      name: 'İskender kebap',
      plate: 'iskender',
      description: 'Döner over bread cubes, tomato sauce, browned butter and yoghurt.',
    },
    {
      name: 'Künefe',
      plate: 'kunefe',
      description: 'Hot shredded pastry with melting cheese under syrup and pistachio.',
    },
  ],
  transport: [
    {
      title: 'Şehir Hatları ferries',
      type: 'Boat',
      location: 'Eminönü – Kadıköy – Üsküdar',
      description: 'Cross between Europe and Asia for the price of a tea; every 15 to 20 minutes.',
    },
    {
      title: 'Marmaray',
      type: 'Train',
      location: 'Halkalı – Gebze via the Bosphorus tunnel',
      description: 'Undersea rail linking the two shores in four minutes.',
    },
    {
      title: 'T1 tram',
      type: 'Tram',
      location: 'Kabataş – Bağcılar',
      description: 'Through Sultanahmet, the Grand Bazaar and Eminönü.',
    },
    {
      title: 'İstanbulkart',
      type: 'Pass',
      location: 'Metro, tram, bus, ferry, funicular',
      description: 'One reloadable card for every public transport mode, with transfer discounts.',
    },
  ],
  events: [
    {
      name: 'Bosphorus Photo Cruise',
      category: 'Photography',
      venue: 'Eminönü pier',
      description:
        'A sunset cruise up to the Fatih Sultan Mehmet Bridge with a photographer guide.',
      when: { time: '17:30' },
    },
    {
      name: 'Kadıköy Street Food Night',
      category: 'Food',
      venue: 'Kadıköy Market',
      description: 'Meze, midye dolma and künefe from the market’s best stalls.',
      when: { time: '19:30' },
    },
  ],
};
