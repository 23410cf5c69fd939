/**
 * The first script of a remote's standalone page (served by the remote alone, with no host): the
 * federation runtime's core, set on the page where the remote's build reads it, as the host's
 * provider plugin sets it in the host's page (`_FEDERATION_RUNTIME_CORE`, see federation-runtime.ts).
 * Never part of remoteEntry.js.
 */
import * as runtimeCore from 'citylens-federation-runtime-core-file';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
