// The early page script: built to early-page.js and inlined by the host's static server into a
// remote's page, where it runs before main.js has arrived.
import { cityNameFromPath, routeForPath, routes } from '../contracts/routes';
import { startEarlyFrameShop } from '../frames/early-frame-shop';
import { startEarlyCityHero } from '../city-photos/city-hero-photos';
import { startEarlyRandomPhotos } from '../city-photos/early-random-photos';
import { EARLY_HERO_WAIT_MS, preloadAppEntry, startAppEntry } from './app-entry';
import { paintEarlyHeroFrame } from './early-hero-frame';
import { startEarlyRemoteChunks } from './early-remote-chunks';

try {
  const { pathname } = window.location;
  // The route's chunks a task later: this script's own task stays short, the hero's call first.
  setTimeout(() => startEarlyRemoteChunks(pathname), 0);
  const route = routeForPath(pathname);
  if (route === routes.frameShop) void startEarlyFrameShop(window.location.search);
  const hero = route?.photoHero;
  const cityName = cityNameFromPath(pathname);
  if (hero) {
    // The app's code downloads once the hero's first photo has arrived, and starts once the photo
    // is on screen; it never waits long for it.
    setTimeout(startAppEntry, EARLY_HERO_WAIT_MS);
    const firstPhoto =
      hero.photos === 'random'
        ? startEarlyRandomPhotos()
        : cityName
          ? startEarlyCityHero(cityName)
          : Promise.resolve(null);
    void firstPhoto
      .then((photo) =>
        photo ? paintEarlyHeroFrame(photo, hero.height, preloadAppEntry) : undefined,
      )
      .finally(startAppEntry);
  } else {
    startAppEntry();
  }
} catch {
  startAppEntry();
}
