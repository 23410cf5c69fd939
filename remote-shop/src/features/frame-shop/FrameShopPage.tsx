import { PageContainer, PageHeading } from '@citylens/shared/ui';

/** The frame shop; tabs, summary bar and product grid arrive with the shop issue. */
export function FrameShopPage() {
  return (
    <PageContainer>
      <PageHeading title="Frame Shop" subtitle="Picture and painting frames in black and brown." />
    </PageContainer>
  );
}
