import type { SeedCity } from '../cities.js';

export const rioDeJaneiro: SeedCity = {
  name: 'Rio de Janeiro',
  country: 'Brazil',
  countryPart: 'Rio de Janeiro State',
  location: 'South America',
  description:
    'Rio folds beaches, granite peaks and rainforest into one bay. Samba drifts out of Lapa’s arches, Ipanema’s postos each have their own crowd, and the view from Sugarloaf at dusk explains everything.',
  neighbourhoods: ['Santa Teresa', 'Lapa', 'Ipanema'],
  lifestyle: [
    { title: 'Footvolley at Ipanema', subject: 'scene:beach:footvolley' },
    { title: 'Selarón Steps in the afternoon', subject: 'scene:steps:tiles' },
    { title: 'Tram over the Arcos da Lapa', subject: 'scene:tram' },
    { title: 'Sunset from Arpoador', subject: 'scene:viewpoint' },
    { title: 'Juice bar in Leblon', subject: 'scene:juice-bar' },
    { title: 'Samba circle in Pedra do Sal', subject: 'scene:music:samba' },
  ],
  dishes: [
    {
      name: 'Feijoada',
      plate: 'feijoada',
      description:
        'The Saturday black-bean stew with pork, served with farofa, collard greens and orange slices.',
    },
    {
      name: 'Pão de queijo',
      plate: 'cheese-bread',
      description: 'Chewy cheese bread rolls made with cassava flour, best straight from the oven.',
    },
    {
      name: 'Açaí na tigela',
      plate: 'acai',
      description: 'Frozen açaí blended thick and topped with granola and banana after the beach.',
    },
    {
      name: 'Pastel de feira',
      plate: 'pastel',
      description:
        'Crisp fried pastry pockets filled with cheese or ground beef at the street markets.',
    },
  ],
  transport: [
    {
      title: 'MetrôRio Line 1',
      type: 'Metro',
      location: 'Uruguai – Ipanema/General Osório',
      description: 'Air-conditioned trains from downtown to Copacabana and Ipanema.',
    },
    {
      title: 'Santa Teresa tram',
      subject: 'transport:tram:aqueduct',
      type: 'Tram',
      location: 'Carioca – Santa Teresa',
      description: 'The yellow bonde crosses the Lapa aqueduct and climbs into the hills.',
    },
    {
      title: 'Sugarloaf cable car',
      type: 'Cable car',
      location: 'Praia Vermelha – Pão de Açúcar',
      description: 'Two cable car stages, via Morro da Urca, to the summit over Guanabara Bay.',
    },
    {
      title: 'VLT Carioca light rail',
      type: 'Tram',
      location: 'Praça XV – Rodoviária – Santos Dumont',
      description: 'Modern light rail across the renewed port district and the Museum of Tomorrow.',
    },
  ],
  events: [
    {
      name: 'Samba at Pedra do Sal',
      category: 'Music',
      venue: 'Pedra do Sal, Saúde',
      description: 'A Monday-night roda de samba on the old stone steps where the genre was born.',
      when: { time: '20:00', weekday: 'Monday' },
    },
    {
      name: 'Feira Rio Antigo',
      category: 'Market',
      venue: 'Rua do Lavradio, Lapa',
      description: 'Antiques, vinyl and street food along one of Rio’s oldest streets.',
      when: { time: '10:00', weekday: 'Saturday', week: 'first' },
    },
  ],
};
