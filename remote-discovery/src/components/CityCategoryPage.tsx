import type { ComponentType } from 'react';
import type { CityContent } from '@citylens/shared';
import { cityCategory, type ContentCategories } from '../lib/city-categories';
import { useCityCategory } from '../hooks/use-city-category';
import { CitySubPage, cityAndCountry, type CitySubPageProps } from './CitySubPage';

type ListedCategory = Extract<
  keyof ContentCategories,
  'articles' | 'food' | 'transport' | 'videography'
>;
/** One item of a category's content, as the API answers it. */
type ItemOf<Key extends ListedCategory> = ContentCategories[Key]['content'][number];

interface CategoryPageTexts extends Omit<CitySubPageProps, 'children'> {
  /** What the page lists, as in "Loading food items…". */
  noun: string;
  /** The empty state's title. */
  emptyTitle: string;
  /** The empty state's line, on the pages that have one. */
  emptyDescription?: (city: CityContent) => string;
}

/** What each sub-page that lists one category of the city's content says around its list. */
const categoryPages: Record<ListedCategory, CategoryPageTexts> = {
  articles: {
    section: 'Articles',
    heroText: (city) => `Stories, guides and essays about ${city}`,
    noun: 'articles',
    emptyTitle: 'No Articles Yet',
  },
  food: {
    section: 'Food',
    heroText: (city, country) =>
      `Best restaurants and their meals in ${cityAndCountry(city, country)}`,
    noun: 'food items',
    emptyTitle: 'No Food Items Yet',
    emptyDescription: (city) => `Be the first to add food content about ${city.name}`,
  },
  transport: {
    section: 'Transport',
    heroText: (city, country) => `Getting around ${cityAndCountry(city, country)}`,
    noun: 'transport details',
    emptyTitle: 'No Transport Items Yet',
    emptyDescription: (city) => `Be the first to add transport content about ${city.name}`,
  },
  videography: {
    section: 'Videos',
    heroText: (city) => `Films and walks that show ${city} in motion`,
    noun: 'videos',
    emptyTitle: 'No Videos Yet',
  },
};

export interface CategoryListProps<Item> {
  /** The city's name as in the URL. */
  cityName: string;
  city: CityContent;
  /** The category's content; never empty. */
  items: Item[];
}

/**
 * A city sub-page that lists one category of the city's content: the sub-page's frame, and in it
 * the spinner, the error or the empty state until there is something to list, then `List`.
 */
export function CityCategoryPage<Key extends ListedCategory>({
  category,
  list,
}: {
  category: Key;
  list: ComponentType<CategoryListProps<ItemOf<Key>>>;
}) {
  const { section, heroText, ...texts } = categoryPages[category];
  return (
    <CitySubPage section={section} heroText={heroText}>
      {(cityName) => (
        <CategoryList cityName={cityName} category={category} texts={texts} list={list} />
      )}
    </CitySubPage>
  );
}

function CategoryList<Key extends ListedCategory>({
  cityName,
  category,
  texts,
  list: List,
}: {
  cityName: string;
  category: Key;
  texts: Pick<CategoryPageTexts, 'noun' | 'emptyTitle' | 'emptyDescription'>;
  list: ComponentType<CategoryListProps<ItemOf<Key>>>;
}) {
  const { query, items } = cityCategory(cityName, category);
  const loaded = useCityCategory(cityName, {
    query,
    items: (city: CityContent): ItemOf<Key>[] => items(city),
    ...texts,
  });
  if (loaded.placeholder) return loaded.placeholder;
  return <List cityName={cityName} city={loaded.data} items={loaded.items} />;
}
