export {
  AllCityPhotosSchema,
  CityPhotosEntrySchema,
  CityPhotosSchema,
  RandomCityPhotoSchema,
} from '../../lib/schemas.js';
