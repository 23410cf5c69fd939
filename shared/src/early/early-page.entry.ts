// The early page script: built to early-page.js and inlined by the host's static server into a
// remote's page, where it runs before main.js has arrived.
import { routeForPath } from '../contracts/routes';
import { startEarlyRandomPhotos } from '../city-photos/early-random-photos';
import { startEarlyRemoteChunks } from './early-remote-chunks';

startEarlyRemoteChunks(window.location.pathname);
if (routeForPath(window.location.pathname)?.randomPhotoHero) startEarlyRandomPhotos();
