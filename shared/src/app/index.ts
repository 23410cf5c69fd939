export { AppProviders } from './AppProviders';
export { StandaloneShell, type StandaloneShellProps } from './StandaloneShell';
export { createQueryClient } from './query-client';
export { startStandalone } from './start-standalone';
export { BusToaster } from './BusToaster';
export { StandaloneAccount, StandaloneSignIn } from './StandaloneSignIn';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { visitorStateApplied } from './visitor-state';
