import { PageContainer } from '@citylens/shared/ui';
import { CitySubPageHeader } from '../../components/CitySubPageHeader';

export function CityArticlesPage() {
  return (
    <PageContainer>
      <CitySubPageHeader section="Articles" title={(city) => `${city} Articles`} />
    </PageContainer>
  );
}
