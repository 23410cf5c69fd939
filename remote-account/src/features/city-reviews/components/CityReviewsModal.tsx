import type { CityReviewsModalProps } from '@citylens/shared/contracts';
import { Modal } from '@citylens/shared/ui';
import { CityReviewsPanel } from './CityReviewsPanel';

/** A city's reviews over the current page, opened by the host for discovery's city cards. */
export function CityReviewsModal({ cityName, onClose }: CityReviewsModalProps) {
  return (
    <Modal open onClose={onClose} title={`${cityName} Reviews`} closeLabel="Close reviews">
      <CityReviewsPanel cityName={cityName} variant="modal" headingLevel={3} />
    </Modal>
  );
}
