import type { RouteDef } from '../contracts/routes';
import { routes } from '../contracts/routes';

/** "Paris, France": a city with its country, where the country is known. */
export function withCountry(city: string, country: string | undefined): string {
  return country ? `${city}, ${country}` : city;
}

/** The descriptions of the pages whose heads the host keeps (search results, link previews). */
export const STATIC_DESCRIPTIONS: Partial<Record<RouteDef<never[]>['path'], string>> = {
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
