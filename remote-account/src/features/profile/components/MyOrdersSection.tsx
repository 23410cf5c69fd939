import { css } from '@emotion/react';
import { formatLongDate, formatPrice } from '@citylens/shared';
import { routes, type OrderSummary } from '@citylens/shared/contracts';
import { useQuery } from '@citylens/shared/query';
import { Link } from '@citylens/shared/router';
import { plainListCss, spreadLineCss, spreadRowCss, theme } from '@citylens/shared/ui';
import { myOrdersQuery } from '../api/get-my-orders';
import { listItemCss, mutedCss, ProfileListSection, rowTitleCss } from './ProfileListSection';

export const orderTexts = {
  title: 'My orders',
  loading: 'Loading your orders…',
  failed: 'Failed to load your orders',
  empty: 'You have not ordered any frames yet.',
};

/** "confirmed" → "Confirmed": the API's status, as a label. */
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const statusCss = css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  padding: ${theme.space[1]}px ${theme.space[3]}px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
`;

function OrderItem({ order }: { order: OrderSummary }) {
  return (
    <li css={listItemCss}>
      {/* The date and its status stay on one line, even on a phone. */}
      <div css={spreadLineCss[3]}>
        <span css={rowTitleCss}>{formatLongDate(order.created_at)}</span>
        <span css={statusCss}>{statusLabel(order.status)}</span>
      </div>
      <ul
        css={[
          plainListCss,
          css`
            display: grid;
            gap: ${theme.space[1]}px;
          `,
        ]}
      >
        {order.items.map((item, index) => (
          <li key={index} css={spreadRowCss[3]}>
            <span>
              {item.quantity} × {item.name} ({item.color})
            </span>
            <span>{formatPrice(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <div css={spreadRowCss[3]}>
        <Link to={routes.orderConfirmation.href(order.order_id)}>Order {order.order_id}</Link>
        <strong>Total {formatPrice(order.total_amount)}</strong>
      </div>
    </li>
  );
}

/** "My orders": each order's date, items, total and status, newest first. */
export function MyOrdersSection({ userId }: { userId: number }) {
  const orders = useQuery({ ...myOrdersQuery(userId), enabled: userId !== 0 });
  const list = orders.data ?? [];
  return (
    <ProfileListSection
      id="my-orders-heading"
      title={orderTexts.title}
      state={orders}
      loadingText={orderTexts.loading}
      errorText={orderTexts.failed}
      isEmpty={list.length === 0}
      empty={
        <p css={mutedCss}>
          {orderTexts.empty} <Link to={routes.frameShop.href()}>Visit the Frame Shop</Link>
        </p>
      }
    >
      <ul css={plainListCss}>
        {list.map((order) => (
          <OrderItem key={order.order_id} order={order} />
        ))}
      </ul>
    </ProfileListSection>
  );
}
