export { SavedCitiesPage as default } from '../features/saved-cities/components/SavedCitiesPage';
