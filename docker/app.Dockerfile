# One front-end app as its own image: the production build plus a tiny static server.
# Build one app alone:  docker compose build shop   (or: docker build -f docker/app.Dockerfile --build-arg APP_FOLDER=remote-shop .)
# The runtime config (API URL, remote manifest URLs) comes from the environment at container start.
FROM node:20-bookworm-slim AS build
ARG APP_FOLDER
WORKDIR /repo
RUN npm install -g pnpm@10
# Manifests first so the dependency layer is cached across source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-discovery/package.json remote-discovery/
COPY remote-events/package.json remote-events/
COPY remote-shop/package.json remote-shop/
COPY remote-account/package.json remote-account/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter citylens --filter "./${APP_FOLDER}..."
COPY shared shared
COPY ${APP_FOLDER} ${APP_FOLDER}
RUN node_modules/.bin/tsx shared/build/cli.ts build ${APP_FOLDER} \
 && node_modules/.bin/esbuild shared/build/serve-main.ts --bundle --platform=node --target=node20 --outfile=/out/server.js \
 && cp -r ${APP_FOLDER}/dist /out/dist

FROM node:20-bookworm-slim
WORKDIR /srv
COPY --from=build /out/ ./
# The release archive (a volume in docker-compose.yml) must be writable by the server's user.
RUN mkdir -p /srv/archive && chown node:node /srv/archive
ENV NODE_ENV=production CITYLENS_DIST_DIR=/srv/dist CITYLENS_ARCHIVE_DIR=/srv/archive
USER node
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "server.js", "--health"]
CMD ["node", "server.js"]
