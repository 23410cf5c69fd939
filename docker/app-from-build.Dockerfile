# One front-end app's image from a build already made outside Docker: CI builds each app once, and
# the journeys, the bundle check and these images all read that build. `ci-stage.sh app-images`
# stages the context: server.js (shared/build/serve-main.ts bundled by esbuild) and the app's dist/
# without source maps, exactly what app.Dockerfile's build stage puts in /out.
# The stage below must stay the same as app.Dockerfile's runtime stage (ci-stage.test.mjs checks).
FROM node:20-bookworm-slim
WORKDIR /srv
COPY . ./
# The release archive (a volume in docker-compose.yml) must be writable by the server's user.
RUN mkdir -p /srv/archive && chown node:node /srv/archive
ENV NODE_ENV=production CITYLENS_DIST_DIR=/srv/dist CITYLENS_ARCHIVE_DIR=/srv/archive
USER node
HEALTHCHECK --interval=10s --timeout=10s --retries=5 CMD ["node", "server.js", "--health"]
CMD ["node", "server.js"]
