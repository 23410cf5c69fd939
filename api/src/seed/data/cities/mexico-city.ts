import type { SeedCity } from '../cities.js';

export const mexicoCity: SeedCity = {
  name: 'Mexico City',
  country: 'Mexico',
  countryPart: 'Valley of Mexico',
  location: 'North America',
  description:
    'Mexico City is a high-altitude capital of murals, markets and jacaranda-lined avenues. Roma and Condesa’s art-deco streets, Coyoacán’s plazas and the canals of Xochimilco show how many cities live inside one.',
  neighbourhoods: ['Roma Norte', 'Condesa', 'Coyoacán'],
  lifestyle: [
    { title: 'Jacarandas on Avenida Ámsterdam', subject: 'scene:garden:jacaranda' },
    { title: 'Trajineras in Xochimilco', subject: 'scene:harbour:trajineras' },
    { title: 'Murals at the Palacio Nacional', subject: 'scene:mural' },
    { title: 'Sunday cyclists on Reforma', subject: 'scene:cyclists' },
    { title: 'Market colours at La Merced', subject: 'scene:market' },
    { title: 'Dancers in the Zócalo', subject: 'scene:music:dancers' },
  ],
  dishes: [
    {
      name: 'Tacos al pastor',
      plate: 'tacos',
      description: 'Marinated pork shaved from the trompo with pineapple, onion and cilantro.',
    },
    {
      name: 'Tlayuda',
      plate: 'tlayuda',
      description: 'A large crisp tortilla with beans, quesillo and cecina, folded or open.',
    },
    {
      name: 'Churros con chocolate',
      plate: 'churros',
      description: 'Fresh churros dipped in thick hot chocolate at El Moro, open since 1935.',
    },
    {
      name: 'Esquites',
      plate: 'esquites',
      description: 'Corn kernels in broth with mayonnaise, lime, cheese and chilli, sold in cups.',
    },
  ],
  transport: [
    {
      title: 'Metro Line 1',
      type: 'Metro',
      location: 'Observatorio – Pantitlán',
      description: 'The pink line through Chapultepec, Insurgentes and the centre.',
    },
    {
      title: 'Metrobús Line 1',
      type: 'Bus',
      location: 'Indios Verdes – El Caminero',
      description: 'Rapid buses along Insurgentes, the city’s longest avenue.',
    },
    {
      title: 'Ecobici',
      type: 'Bike share',
      location: 'Roma, Condesa, Polanco, Centro',
      description: 'Docked bikes; on Sundays Reforma closes to cars.',
    },
    {
      title: 'Cablebús Line 2',
      type: 'Cable car',
      location: 'Constitución de 1917 – Santa Marta',
      description: 'An urban gondola over the rooftops of Iztapalapa.',
    },
  ],
  events: [
    {
      name: 'Noche de Museos',
      category: 'Art',
      venue: 'Centro Histórico',
      description: 'Museums open late with concerts and guided tours on the last Wednesday.',
      when: { time: '19:00', weekday: 'Wednesday', week: 'last' },
    },
    {
      name: 'Mercado de Diseño Roma',
      category: 'Market',
      venue: 'Plaza Río de Janeiro',
      description: 'Independent designers, ceramics and mezcal tastings.',
      when: { time: '11:00', weekday: 'Saturday' },
    },
  ],
};
