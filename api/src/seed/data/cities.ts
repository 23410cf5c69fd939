import type { DishKey } from '../artwork/dishes.js';

/** Seed cities: real places, facts a traveller can use. Order = popularity in the seed. */
export interface SeedDish {
  name: string;
  /** What the picture shows (artwork `dish:<plate>`). */
  plate: DishKey;
  description: string;
}

/** A lifestyle photo: its caption and the subject its picture is drawn from. */
export interface SeedPhoto {
  title: string;
  /** `scene:<scene>[:variant]` or `landmark:<name>` (see artwork/subject.ts). */
  subject: string;
}

export interface SeedTransport {
  title: string;
  /** The picture's subject when the type alone is not enough (default `transport:<type>`). */
  subject?: string;
  type: string;
  location: string;
  description: string;
}

export interface SeedCity {
  name: string;
  country: string;
  countryPart: string;
  location: string;
  description: string;
  neighbourhoods: [string, string, string];
  lifestyle: SeedPhoto[];
  dishes: SeedDish[];
  transport: SeedTransport[];
  events: SeedEvent[];
}

export type Weekday =
  'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

/**
 * When an event happens, in its city's local time (the API stores wall-clock dates and times).
 * The seed moves dates around today; this keeps each on the weekday and hour its text names.
 */
export interface SeedEventWhen {
  /** "HH:MM", local to the event's city. */
  time: string;
  /** The day of the week, when the event keeps one ("every Saturday morning"). */
  weekday?: Weekday;
  /** Only the first or last such weekday of the month ("First Thursdays"). */
  week?: 'first' | 'last';
}

export interface SeedEvent {
  name: string;
  category: string;
  venue: string;
  description: string;
  when: SeedEventWhen;
}

export const seedCities: SeedCity[] = [
  {
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
  },
  {
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
  },
  {
    name: 'New York',
    country: 'United States',
    countryPart: 'New York State',
    location: 'North America',
    description:
      'New York is a city of stoops, bodegas and avenues that run straight to the horizon. From the cast-iron streets of SoHo to the brownstones of Brooklyn, every block has a story, a slice shop and somebody with a camera.',
    neighbourhoods: ['West Village', 'Williamsburg', 'Harlem'],
    lifestyle: [
      { title: 'Steam rising on Fifth Avenue', subject: 'scene:crossing:steam' },
      { title: 'Brownstone stoops in Brooklyn Heights', subject: 'scene:houses:brownstones' },
      { title: 'Subway platform at Union Square', subject: 'scene:metro-platform' },
      { title: 'Sunset from the Brooklyn Bridge', subject: 'scene:bridge:sunset' },
      { title: 'Chess tables in Washington Square Park', subject: 'scene:chess' },
      { title: 'Yellow cabs on a rainy Broadway', subject: 'scene:crossing:cabs' },
    ],
    dishes: [
      {
        name: 'Dollar-slice pizza',
        plate: 'pizza-slice',
        description: 'A thin, foldable New York slice with bright tomato sauce, eaten on the curb.',
      },
      {
        name: 'Bagel with lox',
        plate: 'bagel-lox',
        description:
          'Hand-rolled, kettle-boiled bagel with cream cheese, smoked salmon, capers and red onion.',
      },
      {
        name: 'Pastrami on rye',
        plate: 'pastrami-sandwich',
        description:
          'Hand-sliced pastrami piled high with yellow mustard at a Lower East Side deli.',
      },
      {
        name: 'Halal cart chicken over rice',
        plate: 'chicken-rice',
        description:
          'Yellow rice, chopped chicken and the famous white sauce from a Midtown street cart.',
      },
    ],
    transport: [
      {
        title: 'Subway 7 train',
        type: 'Metro',
        location: 'Hudson Yards – Flushing',
        description:
          'An elevated ride through Queens with Manhattan skyline views and a food tour at every stop.',
      },
      {
        title: 'Staten Island Ferry',
        type: 'Boat',
        location: 'Whitehall Terminal – St. George',
        description:
          'Free, every 15 to 30 minutes, passing the Statue of Liberty and the harbour skyline.',
      },
      {
        title: 'Citi Bike',
        type: 'Bike share',
        location: 'Manhattan, Brooklyn, Queens, Bronx, Jersey City',
        description:
          'Docked bikes and e-bikes; the Hudson River Greenway is the best ride in town.',
      },
      {
        title: 'OMNY tap-to-pay',
        type: 'Pass',
        location: 'Subway and buses',
        description: 'Tap a contactless card; after twelve rides in a week the rest are free.',
      },
    ],
    events: [
      {
        name: 'Harlem Gospel Sunday',
        category: 'Music',
        venue: 'Abyssinian Baptist Church, Harlem',
        description: 'A morning of gospel choirs and community brunch in the heart of Harlem.',
        when: { time: '10:00', weekday: 'Sunday' },
      },
      {
        name: 'Smorgasburg Williamsburg',
        category: 'Food',
        venue: 'Marsha P. Johnson State Park',
        description: 'Over seventy food vendors on the East River waterfront with skyline views.',
        when: { time: '11:00', weekday: 'Saturday' },
      },
    ],
  },
  {
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
        description:
          'A coastal train along False Bay, the scenic way to Kalk Bay and the penguins.',
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
  },
  {
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
        description:
          'Chewy cheese bread rolls made with cassava flour, best straight from the oven.',
      },
      {
        name: 'Açaí na tigela',
        plate: 'acai',
        description:
          'Frozen açaí blended thick and topped with granola and banana after the beach.',
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
        description:
          'Modern light rail across the renewed port district and the Museum of Tomorrow.',
      },
    ],
    events: [
      {
        name: 'Samba at Pedra do Sal',
        category: 'Music',
        venue: 'Pedra do Sal, Saúde',
        description:
          'A Monday-night roda de samba on the old stone steps where the genre was born.',
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
  },
  {
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
        description:
          'Driverless trains under the harbour with stops at Barangaroo and Martin Place.',
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
  },
  {
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
  },
  {
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
        description:
          'Cross between Europe and Asia for the price of a tea; every 15 to 20 minutes.',
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
        description:
          'One reloadable card for every public transport mode, with transfer discounts.',
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
  },
  {
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
        description:
          'Corn kernels in broth with mayonnaise, lime, cheese and chilli, sold in cups.',
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
  },
  {
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
        description:
          'City buses link the medina, Gueliz and the Jardin Majorelle for a few dirhams.',
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
        description:
          'Gnawa musicians and Berber dancers in the ruins of a sixteenth-century palace.',
        when: { time: '20:00' },
      },
    ],
  },
  {
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
  },
  {
    name: 'Amsterdam',
    country: 'Netherlands',
    countryPart: 'North Holland',
    location: 'Western Europe',
    description:
      'Amsterdam is canal rings, gabled houses and more bicycles than people. Brown cafés glow in the Jordaan, the Museumplein holds Rembrandt and Van Gogh, and ferries behind Centraal cross the IJ to the creative north.',
    neighbourhoods: ['Jordaan', 'De Pijp', 'Amsterdam-Noord'],
    lifestyle: [
      { title: 'Bicycles on the Brouwersgracht', subject: 'scene:waterfront:bikes' },
      { title: 'Houseboats on the Prinsengracht', subject: 'scene:harbour:houseboats' },
      { title: 'Albert Cuyp Market on Saturday', subject: 'scene:market' },
      { title: 'Fog over the Amstel', subject: 'scene:waterfront:fog' },
      { title: 'Tulips at the Bloemenmarkt', subject: 'scene:market:flowers' },
      { title: 'Ferry to NDSM wharf', subject: 'scene:harbour:ferry' },
    ],
    dishes: [
      {
        name: 'Stroopwafel',
        plate: 'stroopwafel',
        description:
          'Thin waffles pressed around caramel syrup, made fresh at the Albert Cuyp Market.',
      },
      {
        name: 'Herring with onions',
        plate: 'herring',
        description:
          'Raw Hollandse Nieuwe herring with chopped onion and pickles from a herring stand.',
      },
      {
        name: 'Bitterballen',
        plate: 'bitterballen',
        description: 'Crisp ragout balls served with mustard in a brown café.',
      },
      {
        name: 'Dutch apple pie',
        plate: 'apple-pie',
        description: 'Deep lattice-topped apple pie with whipped cream at Winkel 43.',
      },
    ],
    transport: [
      {
        title: 'GVB trams',
        type: 'Tram',
        location: 'Centraal – Museumplein – De Pijp',
        description:
          'Trams 2 and 12 stop at the Museumplein and tram 24 runs from Centraal through De Pijp; check in and out with a card.',
      },
      {
        title: 'Free IJ ferries',
        type: 'Boat',
        location: 'Centraal Station – NDSM / Buiksloterweg',
        description: 'Free ferries behind the station to Amsterdam-Noord.',
      },
      {
        title: 'Metro 52 North–South line',
        type: 'Metro',
        location: 'Noord – Station Zuid',
        description: 'Fast link under the old city with stops at Rokin and De Pijp.',
      },
      {
        title: 'OV-fiets and bike rental',
        type: 'Bike share',
        location: 'Stations and rental shops',
        description: 'Rent a bike for the day; ride with the locals and use hand signals.',
      },
    ],
    events: [
      {
        name: 'Jordaan Canal Concert',
        category: 'Music',
        venue: 'Prinsengracht at Noordermarkt',
        description: 'Chamber music from a floating stage; listen from the quay or a boat.',
        when: { time: '20:00' },
      },
      {
        name: 'NDSM Flea Market',
        category: 'Market',
        venue: 'NDSM-werf, Amsterdam-Noord',
        description: 'Europe’s largest flea market in a former shipyard.',
        when: { time: '09:00', weekday: 'Saturday' },
      },
    ],
  },
];
