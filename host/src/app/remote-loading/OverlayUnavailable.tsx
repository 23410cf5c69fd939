import { Button, Modal } from '@citylens/shared/ui';

/** A remote overlay (cart, reviews) that could not load: said in a dialog, with Try again. */
export function OverlayUnavailable({
  message,
  onRetry,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={message}>
      <div data-testid="remote-unavailable">
        <p>The rest of CityLens keeps working. Please try again in a moment.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Modal>
  );
}
