import { PageContainer } from '@citylens/shared/ui';
import { CitySubPageHeader } from '../../components/CitySubPageHeader';

export function CityTransportPage() {
  return (
    <PageContainer>
      <CitySubPageHeader section="Transport" title={(city) => `Transport in ${city}`} />
    </PageContainer>
  );
}
