/**
 * Development only, first in the host's page: React Refresh across apps. Each app's refresh
 * runtime attaches to React through `__REACT_DEVTOOLS_GLOBAL_HOOK__`. The host's creates a stub
 * hook that never records the renderer React registers, so a remote's runtime, arriving later
 * in its remoteEntry.js, found no renderer and its edits never re-rendered. Recording renderers
 * in `hook.renderers` (as React DevTools does) lets every later runtime find React.
 */
type Hook = {
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
};

const target = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
const hook = target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook?.inject) {
  const renderers = (hook.renderers ??= new Map());
  const inject = hook.inject;
  hook.inject = function recordRenderer(this: Hook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}

export {};
