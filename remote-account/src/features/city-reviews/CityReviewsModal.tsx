import { Modal } from '@citylens/shared/ui';
import type { CityReviewsModalProps } from '@citylens/shared/contracts';

/** Reviews of one city, opened from a city card through the bus; list and form arrive with the account issue. */
export function CityReviewsModal({ cityName, onClose }: CityReviewsModalProps) {
  return (
    <Modal open onClose={onClose} title={`${cityName} Reviews`}>
      {null}
    </Modal>
  );
}
