# One front-end app as its own image: the production build plus the app's small Node server
# (static files, /runtime-config.json from the environment, the release archive, /healthz).
# Build one app alone:  docker compose build shop   (or: docker build -f docker/app.Dockerfile --build-arg APP_FOLDER=remote-shop .)
# The runtime config (API URL, remote manifest URLs) comes from the environment at container start.
FROM node:20-bookworm-slim AS build
# The same first layers in every image of the repo (apps, API, e2e): one cached pnpm store,
# fetched once from the lockfile, serves every build (layer cache; no BuildKit needed).
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --frozen-lockfile --ignore-scripts && rm -rf node_modules
COPY package.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-discovery/package.json remote-discovery/
COPY remote-events/package.json remote-events/
COPY remote-shop/package.json remote-shop/
COPY remote-account/package.json remote-account/
COPY api/package.json api/
COPY e2e/package.json e2e/
ARG APP_FOLDER
RUN test -n "$APP_FOLDER" || { echo "set --build-arg APP_FOLDER (host, remote-shop, …)"; exit 1; }
# `{./folder}...`: the app and every workspace package it depends on (@citylens/shared), with
# their dependencies. (A bare `./folder...` drops the `...` and leaves shared's dependencies out.)
RUN pnpm install --offline --frozen-lockfile --config.confirm-modules-purge=false --filter citylens --filter "{./${APP_FOLDER}}..."
COPY shared shared
COPY ${APP_FOLDER} ${APP_FOLDER}
# The release label in the manifest and /healthz (`CITYLENS_RELEASE=… docker compose up -d --build shop`);
# empty: the build time, as a local build.
ARG CITYLENS_RELEASE=
RUN if [ -z "$CITYLENS_RELEASE" ]; then unset CITYLENS_RELEASE; fi \
 && node_modules/.bin/tsx shared/build/cli.ts build ${APP_FOLDER} \
 && node_modules/.bin/esbuild shared/build/serve-main.ts --bundle --platform=node --target=node20 --outfile=/out/server.js \
 && cp -r ${APP_FOLDER}/dist /out/dist \
 && find /out/dist -name '*.map' -delete

# Runtime: Node, one bundled server file and the built files; no node_modules, no sources, no
# source maps. dist/ holds dist/server/ too: the host's render.js (self-contained, loaded from
# CITYLENS_DIST_DIR/server/render.js to render pages) and each remote's Node federation container,
# which its own server serves to the host's server.
FROM node:20-bookworm-slim
WORKDIR /srv
COPY --from=build /out/ ./
# The release archive (a volume in docker-compose.yml) must be writable by the server's user.
RUN mkdir -p /srv/archive && chown node:node /srv/archive
ENV NODE_ENV=production CITYLENS_DIST_DIR=/srv/dist CITYLENS_ARCHIVE_DIR=/srv/archive
USER node
HEALTHCHECK --interval=10s --timeout=10s --retries=5 CMD ["node", "server.js", "--health"]
CMD ["node", "server.js"]
