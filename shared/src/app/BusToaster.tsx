import { getBus, useToasts } from '@citylens/shared';
import { Toaster } from '@citylens/shared/ui';

/** The page's toasts from the bus (`toast` intents from any app), dismissed through the bus. */
export function BusToaster() {
  const toasts = useToasts();
  return <Toaster toasts={toasts} onDismiss={(id) => getBus().dismissToast(id)} />;
}
