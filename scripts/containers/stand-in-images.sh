#!/usr/bin/env bash
# Test fixture for machines with a container engine but no image registry (CI here): builds
# stand-ins for the official base images docker-compose.yml and the Dockerfiles name, from
# Debian's packages (debootstrap + `docker import`), tagged exactly as those files expect.
# Users never run this: on a normal machine `docker compose up` pulls the official images.
# An image already present is kept, so a second run costs nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."

MIRROR=${CITYLENS_DEBIAN_MIRROR:-http://deb.debian.org/debian}
BASE=citylens-stand-in/bookworm:base
WORK=$(mktemp -d /tmp/citylens-stand-ins.XXXXXX)
# debootstrap mounts /proc inside the tree: unmount before removing, and never cross file systems.
trap 'umount -R "$WORK/root/proc" "$WORK/root/sys" 2>/dev/null || true; rm -rf --one-file-system "$WORK"' EXIT

have() { docker image inspect "$1" >/dev/null 2>&1; }
log() { echo "stand-ins: $*"; }

if ! have "$BASE"; then
  command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  log "debootstrap bookworm (about 2 minutes)"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/root" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 \
    || { tail -20 "$WORK/debootstrap.log"; exit 1; }
  # Security updates as on the machine, so Debian's chromium matches the developers' one.
  cat >"$WORK/root/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
SOURCES
  # This machine's egress re-signs TLS: its CA goes into the stand-ins (never into the project's images).
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$WORK/root/usr/local/share/ca-certificates/"
    chroot "$WORK/root" update-ca-certificates >/dev/null
  fi
  rm -rf "$WORK/root/var/cache/apt/archives/"*.deb "$WORK/root/var/lib/apt/lists/"*
  tar -C "$WORK/root" -c . | docker import -c 'CMD ["bash"]' - "$BASE" >/dev/null
  rm -rf "$WORK/root"
fi

build() { # tag, then the Dockerfile on stdin; context: $WORK/ctx
  local tag=$1
  if have "$tag"; then log "$tag present"; return; fi
  log "building $tag"
  cat >"$WORK/ctx/Dockerfile"
  docker build -q --network host -t "$tag" "$WORK/ctx" >/dev/null
}

mkdir -p "$WORK/ctx"
# Node: this machine's Node 20 (glibc) and npm, with upstream's `node` user (uid 1000).
cp "$(command -v node)" "$WORK/ctx/node"
cp -r "$(npm root -g)/npm" "$WORK/ctx/npm"
# Node's headers, where upstream's image has them (native addons build offline against them).
cp -r /usr/include/node "$WORK/ctx/include-node"
cat >"$WORK/ctx/docker-entrypoint.sh" <<'SH'
#!/bin/sh
# As upstream's: a first argument that is an option goes to node.
if [ "${1#-}" != "$1" ]; then set -- node "$@"; fi
exec "$@"
SH
chmod +x "$WORK/ctx/docker-entrypoint.sh"
NODE_VERSION=$(node -p process.versions.node)
build node:20-bookworm-slim <<DF
FROM $BASE
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY docker-entrypoint.sh /usr/local/bin/
COPY include-node /usr/local/include/node
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt NODE_VERSION=$NODE_VERSION
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]
DF
have node:20-slim || docker tag node:20-bookworm-slim node:20-slim

# The mail catcher (MailDev: SMTP on 1025, web UI and REST API on 1080), as its official image runs it.
build maildev/maildev:2.2.1 <<'DF'
FROM node:20-bookworm-slim
RUN npm install -g --omit=dev maildev@2.2.1 && npm cache clean --force \
 && apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends wget \
 && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 1025 1080
ENV MAILDEV_SMTP_PORT=1025 MAILDEV_WEB_PORT=1080
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO- http://127.0.0.1:1080/healthz || exit 1
ENTRYPOINT ["maildev"]
DF

# PostgreSQL: Debian's 15, with an entrypoint that honours POSTGRES_USER/_PASSWORD/_DB and PGDATA.
cat >"$WORK/ctx/postgres-entrypoint.sh" <<'SH'
#!/bin/sh
set -e
export PGDATA=${PGDATA:-/var/lib/postgresql/data}
BIN=/usr/lib/postgresql/15/bin
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql && chown -R postgres:postgres "$PGDATA" /var/run/postgresql && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  echo "${POSTGRES_PASSWORD:-postgres}" >/tmp/pwfile
  $BIN/initdb -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  $BIN/pg_ctl -o "-c listen_addresses=''" -w start >/dev/null
  if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != postgres ]; then
    $BIN/createdb -U "${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
  fi
  $BIN/pg_ctl -m fast -w stop >/dev/null
fi
exec $BIN/postgres -c listen_addresses='*' "$@"
SH
chmod +x "$WORK/ctx/postgres-entrypoint.sh"
build postgres:16-alpine <<'DF'
FROM citylens-stand-in/bookworm:base
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["postgres-entrypoint.sh"]
DF

cat >"$WORK/ctx/redis-entrypoint.sh" <<'SH'
#!/bin/sh
# Upstream's image runs with protected mode off (the network is the boundary), whatever the command.
if [ "$1" = redis-server ]; then shift; exec redis-server "$@" --protected-mode no; fi
exec "$@"
SH
chmod +x "$WORK/ctx/redis-entrypoint.sh"
build redis:7-alpine <<'DF'
FROM citylens-stand-in/bookworm:base
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/*
COPY redis-entrypoint.sh /usr/local/bin/
EXPOSE 6379
ENTRYPOINT ["redis-entrypoint.sh"]
CMD ["redis-server"]
DF

# nginx: bookworm's 1.22 (the balancer's config avoids features newer than that), wget for health checks.
build nginx:1.27-alpine <<'DF'
FROM citylens-stand-in/bookworm:base
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light wget \
 && rm -rf /var/lib/apt/lists/* && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
DF
log "ready"
