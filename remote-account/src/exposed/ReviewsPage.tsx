export { ReviewsPage as default } from '../features/city-reviews/components/ReviewsPage';
