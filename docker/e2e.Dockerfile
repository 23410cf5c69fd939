# The Playwright suite as a container, run against the composed site (docker-compose.yml, profile e2e).
# Browsers cannot be downloaded: Debian's chromium, as on the developers' machines.
FROM node:20-bookworm-slim
# The same first layers as the app and API images: one cached pnpm store for every build.
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --frozen-lockfile --ignore-scripts && rm -rf node_modules
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY package.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-discovery/package.json remote-discovery/
COPY remote-events/package.json remote-events/
COPY remote-shop/package.json remote-shop/
COPY remote-account/package.json remote-account/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --offline --frozen-lockfile --config.confirm-modules-purge=false --filter citylens --filter "{./e2e}..."
COPY shared shared
COPY e2e e2e
# Root, unlike the runtime images: a test runner that writes its results into folders the engine
# bind-mounts from the machine (created as root when missing).
WORKDIR /repo/e2e
# Only the journeys that prove the containers (tagged @containers, listed in e2e/README.md): the
# whole suite runs once, locally, against the same builds. The whole suite here, less the journeys
# that need `pnpm start`'s servers:
#   docker compose --profile e2e run --rm e2e node_modules/.bin/playwright test --grep-invert @local-servers
# Results and traces go to /repo/e2e/test-results and playwright-report (mounted by docker-compose.yml).
CMD ["node_modules/.bin/playwright", "test", "--grep", "@containers", "--grep-invert", "@local-servers"]
