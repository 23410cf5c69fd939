export {
  analyticsAllowed,
  pageTelemetry,
  PageTelemetry,
  routePattern,
  startPageTelemetry,
} from './page-telemetry';
export { trimStack } from './error-report';
export { AREA_ATTRIBUTE, listenForErrors, ownerOfElement, reportWebVitals } from './page-listeners';
