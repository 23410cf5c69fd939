/** The federation runtime core's own file (an alias in federation-runtime.ts), typed as the package. */
declare module 'citylens-federation-runtime-core-file' {
  export * from '@module-federation/runtime-tools/runtime-core';
}
