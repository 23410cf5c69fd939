import type { CitySubPage, RouteDef } from '../contracts/routes';
import { routes } from '../contracts/routes';

/** The descriptions of pages whose data says nothing better (search results, link previews). */

export function withCountry(city: string, country: string | undefined): string {
  return country ? `${city}, ${country}` : city;
}

/** What each city sub-page is about (the sub-pages' hero texts, as sentences). */
export const SUB_PAGE_DESCRIPTIONS: Record<CitySubPage, (city: string, country: string) => string> =
  {
    lifestyle: (city) => `Everyday life in ${city} through the lenses of its photographers.`,
    articles: (city) => `Stories, guides and essays about ${city}.`,
    videos: (city) => `Films and walks that show ${city} in motion.`,
    food: (city, country) => `Best restaurants and their meals in ${withCountry(city, country)}.`,
    transport: (city, country) => `Getting around ${withCountry(city, country)}.`,
  };

export const STATIC_DESCRIPTIONS: Partial<Record<RouteDef<never[]>['path'], string>> = {
  [routes.events.path]:
    'Find all upcoming events in CityLens cities: festivals, concerts and markets, with their dates, times and venues.',
  [routes.frameShop.path]:
    'Picture and painting frames in black or brown, for the photos you bring home from your travels.',
  [routes.reviews.path]: 'Find a city, read what travellers say and share your own experience.',
  [routes.lifestylePhotos.path]:
    'Share a moment of everyday life in a city with the CityLens community.',
  [routes.privacy.path]: 'How CityLens collects, uses and protects your personal data.',
  [routes.terms.path]: 'The terms and conditions for using CityLens.',
  [routes.cookies.path]: 'The cookies CityLens uses, and how to choose which ones you accept.',
  [routes.faq.path]:
    'Answers to common questions about CityLens: cities, events, photos, the frame shop and your account.',
  [routes.contact.path]: 'Write to the CityLens team: questions, feedback and partnerships.',
};
