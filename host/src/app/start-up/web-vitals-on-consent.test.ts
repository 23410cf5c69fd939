import { reportWebVitals, type PageTelemetry } from '@citylens/shared/telemetry';
import {
  allPreferences,
  defaultPreferences,
  saveConsent,
} from '../../features/cookie-consent/lib/consent-store';
import { reportWebVitalsOnConsent } from './web-vitals-on-consent';

jest.mock('@citylens/shared/telemetry', () => ({
  ...jest.requireActual('@citylens/shared/telemetry'),
  reportWebVitals: jest.fn(() => Promise.resolve()),
}));

const telemetry = {} as PageTelemetry;
const report = reportWebVitals as jest.MockedFunction<typeof reportWebVitals>;
const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  report.mockClear();
});

test('a visitor who accepts analytics on their first page has their vitals observed from then on, once', async () => {
  reportWebVitalsOnConsent(telemetry);
  await aTask();
  expect(report).not.toHaveBeenCalled();

  saveConsent('necessary', defaultPreferences);
  await aTask();
  expect(report).not.toHaveBeenCalled();

  saveConsent('accepted', allPreferences);
  await aTask();
  expect(report).toHaveBeenCalledTimes(1);
  expect(report).toHaveBeenCalledWith(telemetry);

  saveConsent('customized', allPreferences);
  await aTask();
  expect(report).toHaveBeenCalledTimes(1);
});

test('consent given before the page loaded: observed after the load, as before', async () => {
  saveConsent('accepted', allPreferences);
  reportWebVitalsOnConsent(telemetry);
  expect(report).not.toHaveBeenCalled();
  await aTask();
  expect(report).toHaveBeenCalledTimes(1);
});
