export { CityReviewsModal as default } from '../features/city-reviews/components/CityReviewsModal';
