import {
  createContext,
  createElement,
  Suspense,
  useEffect,
  useContext,
  useRef,
  useState,
  type Attributes,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { ErrorState, pressAgainAfterHydration, Spinner } from '@citylens/shared/ui';
import {
  remoteModuleId,
  AREA_LEFT_TO_BROWSER,
  AREA_RENDERED_MARK,
  remotes,
  type ExposedModuleName,
  type RemoteName,
} from '@citylens/shared/contracts';
import { AREA_ATTRIBUTE, pageTelemetry } from '@citylens/shared/telemetry';
import { isChunkLoadError, refreshRemote, remoteComponent } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteAreaProps<R extends RemoteName, P> {
  remote: R;
  module: ExposedModuleName<R>;
  props?: P;
  /** How the area looks while loading and when unavailable; pages by default. */
  renderLoading?: () => ReactNode;
  renderUnavailable?: (message: string, retry: () => void) => ReactNode;
}

/**
 * The host's server: remotes whose server build did not answer within the budget for this page.
 * Their areas are left to the browser (React renders the area's loading state and hands the area
 * to the browser), never rendered from a module kept in memory from before the remote went quiet.
 */
export const RemotesLeftToBrowser = createContext<ReadonlySet<RemoteName>>(new Set());

function LeftToBrowser(): never {
  throw new Error(AREA_LEFT_TO_BROWSER);
}

export function remoteUnavailableMessage(remote: RemoteName): string {
  return `${remotes[remote].title} is temporarily unavailable`;
}

/**
 * One remote's area of the page. Down, slow or throwing, it shows a fallback with Try again in
 * its own area; the header, footer and other remotes keep working.
 */
export function RemoteArea<R extends RemoteName, P extends object>({
  remote,
  module,
  props,
  renderLoading = () => <AreaLoading label={`Loading ${remotes[remote].title.toLowerCase()}`} />,
  renderUnavailable = (message, retry) => <AreaUnavailable message={message} onRetry={retry} />,
}: RemoteAreaProps<R, P>) {
  const leftToBrowser = useContext(RemotesLeftToBrowser).has(remote);
  const [attempt, setAttempt] = useState(0);
  // A retry needs a fresh lazy component: React.lazy keeps a rejected promise.
  const [Page, setPage] = useState<ComponentType<P>>(() => remoteComponent<R, P>(remote, module));
  const retry = () => {
    setPage(() => remoteComponent<R, P>(remote, module, { fresh: true }));
    setAttempt((n) => n + 1);
  };
  // A chunk the remote asks for while rendering may be gone after a redeploy: fetch the remote's
  // manifest again and retry once before showing the fallback.
  const refreshedAfterChunkError = useRef(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const onError = (error: unknown) => {
    if (refreshedAfterChunkError.current || !isChunkLoadError(error)) {
      // The area falls back: its load record says so. A module that threw while rendering is an
      // error of its remote; one that never loaded is a load failure, counted once by its phase.
      const telemetry = pageTelemetry();
      if (telemetry?.areaFailed(remote, remoteModuleId(remote, module))) {
        telemetry.error(remote, 'boundary', error);
      }
      return false;
    }
    refreshedAfterChunkError.current = true;
    refreshRemote(remote);
    retry();
    return true;
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      onError={onError}
      fallback={(reset) => renderUnavailable(remoteUnavailableMessage(remote), reset)}
    >
      {/* display: contents leaves the layout alone; the attribute lets telemetry name the owner. */}
      <div ref={areaRef} {...{ [AREA_ATTRIBUTE]: remote }} style={{ display: 'contents' }}>
        <Suspense fallback={renderLoading()}>
          <AreaRendered moduleId={remoteModuleId(remote, module)} area={areaRef} />
          {leftToBrowser ? <LeftToBrowser /> : createElement(Page, props as Attributes & P)}
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}

/**
 * Renders nothing; its effect runs once the area's module has rendered (same Suspense): telemetry
 * hears of it, and the area's buttons pressed before it hydrated are pressed again.
 */
function AreaRendered({
  moduleId,
  area,
}: {
  moduleId: string;
  area: RefObject<HTMLDivElement | null>;
}) {
  useEffect(() => {
    // Not every environment has user timing (jsdom, an old browser): the mark is for measuring only.
    if (typeof performance.mark === 'function')
      performance.mark(AREA_RENDERED_MARK, { detail: moduleId });
    pageTelemetry()?.areaRendered(moduleId);
    if (area.current) pressAgainAfterHydration(area.current);
  }, [moduleId, area]);
  return null;
}

export function AreaLoading({ label }: { label: string }) {
  return <Spinner label={label} block />;
}

export function AreaUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div data-testid="remote-unavailable">
      <ErrorState
        title={message}
        message="The rest of CityLens keeps working. Please try again in a moment."
        onRetry={onRetry}
        retryLabel="Try again"
      />
    </div>
  );
}
