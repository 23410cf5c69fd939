import {
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from '@citylens/shared/router';
import {
  HYDRATE_WHEN_SEEN_ATTRIBUTE,
  HYDRATION_PART_ATTRIBUTE,
  holdPressesUntilHydrated,
  pressAgainAfterHydration,
} from './pressed-before-hydration';
import { useMountedInServerPass } from '@citylens/shared';

/** How near the viewport a part starts hydrating: about a scroll's worth ahead. */
const NEAR_VIEWPORT_PX = 400;
const NEAR_VIEWPORT = `${NEAR_VIEWPORT_PX}px 0px`;

/** The part's id (React's `useId`, the same on the server and in the browser), to find its HTML. */
const PART_ID_ATTRIBUTE = 'data-citylens-part-id';

/**
 * Whether the server's HTML of the part is near the viewport already, read as hydration reaches
 * it: such a part hydrates with the page, in the same pass, rather than in one of its own a frame
 * later when its observer first reports.
 */
function nearViewportNow(id: string): boolean {
  const part = document.querySelector(`[${PART_ID_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!part) return false;
  return [...part.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.top < window.innerHeight + NEAR_VIEWPORT_PX && box.bottom > -NEAR_VIEWPORT_PX;
  });
}

/** What opens a part at once: the visitor reaching into it. */
const REACHING_IN = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** A promise settled by the part's DOM coming near the viewport or being reached into. */
interface Sight {
  seen: Promise<void>;
  watch: (part: HTMLElement) => () => void;
  /** Opens the part now (the page navigated). */
  open: () => void;
  /** Whether the part may hydrate: seen, reached into, or opened. */
  isOpen: () => boolean;
  /** Tells the sight the part has hydrated. */
  hydrated: () => void;
  /** The part has left the page: presses held for it are let go. */
  left: () => void;
}

function sight(): Sight {
  let resolve!: () => void;
  const seen = new Promise<void>((settle) => {
    resolve = settle;
  });
  let hydrated!: () => void;
  const hydration = new Promise<void>((settle) => {
    hydrated = settle;
  });
  let opened = false;
  let letGoOfPresses = () => {};
  const open = () => {
    opened = true;
    // Marked settled the way React's `use` reads a promise it has seen settle: a part opened while
    // a navigation renders hydrates in that same render instead of suspending for a tick.
    Object.assign(seen, { status: 'fulfilled', value: undefined });
    resolve();
  };
  const watch = (part: HTMLElement) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    // The part is `display: contents` (no box of its own): its children are what can be seen.
    for (const child of part.children) observer.observe(child);
    // Heard on the document, before React's root: React stops a press into a part it has not
    // hydrated from going further (the page's recorder keeps it for after).
    const page = part.ownerDocument;
    const onReach = (event: Event) => {
      if (event.target instanceof Node && part.contains(event.target)) done();
    };
    for (const type of REACHING_IN) page.addEventListener(type, onReach, { capture: true });
    function stop() {
      observer.disconnect();
      for (const type of REACHING_IN) page.removeEventListener(type, onReach, { capture: true });
    }
    function done() {
      stop();
      // Its first moment hydrated shows the server's pass: presses wait for the visitor's state.
      letGoOfPresses = holdPressesUntilHydrated(part, hydration);
      open();
    }
    return stop;
  };
  return { seen, watch, open, isOpen: () => opened, hydrated, left: () => letGoOfPresses() };
}

/**
 * A part of the page below the fold, hydrated only when it is seen: what the server rendered stays
 * as its HTML (React leaves a suspended boundary dehydrated) until the part comes within about a
 * screen of the viewport, or the visitor presses, focuses or types in it; its links work as plain
 * links meanwhile, and a button pressed then is pressed again once the part has hydrated, as in a
 * remote's area. A part the browser renders itself (after a client-side navigation) renders at once.
 */
export function HydrateWhenSeen({
  part,
  children,
  open = false,
}: {
  part: string;
  children: ReactNode;
  /** Hydrate now, seen or not: what the part shows has changed since the server's HTML. */
  open?: boolean;
}) {
  const partRef = useRef<HTMLDivElement>(null);
  const fromServer = useMountedInServerPass();
  // Only a browser that can tell when the part is seen waits: the server (which has no observer)
  // renders the part whole, and a part it did not render has no HTML to keep.
  const id = useId();
  const [waitFor] = useState(() =>
    fromServer && typeof IntersectionObserver === 'function' && !nearViewportNow(id)
      ? sight()
      : null,
  );
  const [hydrated, setHydrated] = useState(false);
  // Until it has hydrated, the part renders what the server rendered: a new render of the page
  // around it (its pass ending, say) must not reach a boundary React has not hydrated. Updated
  // there, React tried again and again to hydrate it ahead of the visitor (2 s of script in 5 s).
  const firstChildren = useRef(children);
  // A navigation (a card's details opening in the URL) changes the router's context, which React
  // must carry into every boundary it has not hydrated: a part still waiting held the whole
  // navigation back until it was seen. It opens as the navigation renders, and hydrates with it.
  const { pathname, search } = useLocation();
  const [firstLocation] = useState(pathname + search);
  if (waitFor && !waitFor.isOpen() && (open || pathname + search !== firstLocation)) waitFor.open();
  useEffect(() => {
    if (waitFor && !hydrated && partRef.current) return waitFor.watch(partRef.current);
    if (hydrated) waitFor?.hydrated();
  }, [waitFor, hydrated]);
  useEffect(() => () => waitFor?.left(), [waitFor]);
  return (
    // display: contents leaves the layout alone.
    <div
      ref={partRef}
      {...{
        [HYDRATION_PART_ATTRIBUTE]: part,
        [PART_ID_ATTRIBUTE]: id,
        [HYDRATE_WHEN_SEEN_ATTRIBUTE]: hydrated ? 'hydrated' : 'waiting',
      }}
      style={{ display: 'contents' }}
    >
      <PartBoundary
        waitFor={waitFor}
        part={partRef}
        onHydrated={setHydrated}
        content={hydrated ? children : firstChildren.current}
      />
    </div>
  );
}

/** The part's boundary; memoised, so it renders again only when its content does. */
const PartBoundary = memo(function PartBoundary({
  waitFor,
  part,
  onHydrated,
  content,
}: {
  waitFor: Sight | null;
  part: RefObject<HTMLDivElement | null>;
  onHydrated: (hydrated: true) => void;
  content: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      {waitFor ? <Unseen waitFor={waitFor} /> : null}
      <PartHydrated part={part} onHydrated={onHydrated} />
      {content}
    </Suspense>
  );
});

/** Suspends the part (keeping its server HTML) until it is seen. Renders nothing. */
function Unseen({ waitFor }: { waitFor: Sight }) {
  use(waitFor.seen);
  return null;
}

/** Renders nothing; its effect runs once the part beside it (same Suspense) has hydrated. */
function PartHydrated({
  part,
  onHydrated,
}: {
  part: RefObject<HTMLDivElement | null>;
  onHydrated: (hydrated: true) => void;
}) {
  useEffect(() => {
    onHydrated(true);
    if (part.current) pressAgainAfterHydration(part.current);
  }, [part, onHydrated]);
  return null;
}
