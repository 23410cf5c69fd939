import { Type } from 'typebox';

export const CityPhotosEntrySchema = Type.Object({
  city_name: Type.String(),
  photos: Type.Array(Type.String()),
});

export const AllCityPhotosSchema = Type.Object({ data: Type.Array(CityPhotosEntrySchema) });
export const CityPhotosSchema = Type.Object({ data: CityPhotosEntrySchema });
export const RandomCityPhotoSchema = Type.Object({
  data: Type.Object({ photo: Type.String(), city_name: Type.String() }),
});
