export {
  analyticsAllowed,
  pageTelemetry,
  PageTelemetry,
  routePattern,
  startPageTelemetry,
  trimStack,
} from './page-telemetry';
export { AREA_ATTRIBUTE, listenForErrors, ownerOfElement, reportWebVitals } from './page-listeners';
