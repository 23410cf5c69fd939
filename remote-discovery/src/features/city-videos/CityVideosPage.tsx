import { PageContainer } from '@citylens/shared/ui';
import { CitySubPageHeader } from '../../components/CitySubPageHeader';

export function CityVideosPage() {
  return (
    <PageContainer>
      <CitySubPageHeader section="Videos" title={(city) => `${city} Videos`} />
    </PageContainer>
  );
}
