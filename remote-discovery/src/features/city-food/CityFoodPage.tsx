import { PageContainer } from '@citylens/shared/ui';
import { CitySubPageHeader } from '../../components/CitySubPageHeader';

export function CityFoodPage() {
  return (
    <PageContainer>
      <CitySubPageHeader section="Food" title={(city) => `Food in ${city}`} />
    </PageContainer>
  );
}
