import { PageContainer, PageHeading } from '@citylens/shared/ui';

/** Checkout; the forms and order summary arrive with the shop issue. */
export function CheckoutPage() {
  return (
    <PageContainer>
      <PageHeading title="Checkout" />
    </PageContainer>
  );
}
