/**
 * @jest-environment node
 */
import { withoutHotUpdateFiles } from './federation-config';

test("a remote's manifest never lists hot-update files as assets of an exposed module", () => {
  const stats = {
    exposes: [
      {
        name: 'EventsPage',
        assets: {
          js: {
            sync: [
              'chunks/__federation_expose_EventsPage.js',
              '__federation_expose_EventsPage.fa7743527c251cced961.hot-update.js',
            ],
            async: ['chunks/vendors.js'],
          },
        },
      },
    ],
    metaData: { name: 'events', buildInfo: { buildVersion: '1.0.0' } },
  };
  expect(withoutHotUpdateFiles(stats).exposes[0]!.assets.js).toEqual({
    sync: ['chunks/__federation_expose_EventsPage.js'],
    async: ['chunks/vendors.js'],
  });
  expect(stats.metaData.buildInfo.buildVersion).toBe('1.0.0');
});
