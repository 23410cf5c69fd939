import { expect, type APIRequestContext } from '@playwright/test';
import { routeForPath, type RemoteName } from '@citylens/shared/contracts';
import { remoteOrigin } from './site';

/** A remote's Module Federation manifest, as far as the journeys read it. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * The scripts a remote's exposed module cannot run without, as absolute URLs: the remote's entry
 * and the module's own chunks, as the remote's manifest lists them. A page that has rendered the
 * module has asked for each of them: the responses to wait for before counting its scripts.
 */
export async function exposedModuleScripts(
  request: APIRequestContext,
  remote: RemoteName,
  module: string,
): Promise<string[]> {
  const manifestUrl = `${remoteOrigin(remote)}/mf-manifest.json`;
  const res = await request.get(manifestUrl);
  expect(res.ok(), manifestUrl).toBe(true);
  const manifest = (await res.json()) as FederationManifest;
  const exposed = manifest.exposes.find((e) => e.name === module);
  if (!exposed) throw new Error(`${manifestUrl} exposes no ${module}`);
  const entry = manifest.metaData.remoteEntry;
  const files = [
    entry.path ? `${entry.path}/${entry.name}` : entry.name,
    ...exposed.assets.js.sync,
  ];
  return [...new Set(files.map((file) => new URL(file, manifestUrl).href))];
}

/** The same for the remote module that renders `pathname`; none for a page the host renders. */
export async function routeModuleScripts(
  request: APIRequestContext,
  pathname: string,
): Promise<string[]> {
  const owner = routeForPath(pathname)?.owner;
  return owner?.kind === 'remote' ? exposedModuleScripts(request, owner.remote, owner.module) : [];
}
