# The Playwright suite as a container, run against the composed site (docker-compose.yml, profile e2e).
# Browsers cannot be downloaded: Debian's chromium, as on the developers' machines.
FROM node:20-bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10
WORKDIR /repo
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-discovery/package.json remote-discovery/
COPY remote-events/package.json remote-events/
COPY remote-shop/package.json remote-shop/
COPY remote-account/package.json remote-account/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter citylens --filter "./e2e..."
COPY shared shared
COPY e2e e2e
WORKDIR /repo/e2e
# Journeys that stop, redeploy or reconfigure the local servers need `pnpm start`'s servers: skipped here.
CMD ["node_modules/.bin/playwright", "test", "--grep-invert", "@local-servers"]
