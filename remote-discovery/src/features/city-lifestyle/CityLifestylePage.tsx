import { PageContainer } from '@citylens/shared/ui';
import { CitySubPageHeader } from '../../components/CitySubPageHeader';

export function CityLifestylePage() {
  return (
    <PageContainer>
      <CitySubPageHeader section="Lifestyle" title={(city) => `${city} Lifestyle`} />
    </PageContainer>
  );
}
