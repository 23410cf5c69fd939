#!/usr/bin/env bash
# CI's container stage (.ci/run calls it after `pnpm test`): the images build from this tree, the
# composed stack comes up on ports apart from `pnpm start`'s, every health check passes, one
# remote is redeployed alone, and the composed e2e runs in its container. Everything is torn
# down at the end, volumes included, and before the start (a leftover of an earlier run).
#   CITYLENS_CI_CONTAINERS=skip   leave the stage out (local use).
#   CITYLENS_CI_CONTAINER_E2E=0   leave out the composed e2e (and its image): a quicker local check.
# One argument runs a part of it (.ci/run builds the images beside the stages that time nothing):
#   ci-stage.sh images      the engine, the base images, the API's and the e2e's images;
#   ci-stage.sh app-images  the five apps' images from the builds already in each app's dist/
#                           (CI builds each app once: the journeys, the bundle check and these);
#   ci-stage.sh stack       the rest, on the images already built.
# With no argument it does all of it, the apps built inside Docker (app.Dockerfile).
# Where no container engine can run, it says so in one line and exits 0: it never fails CI for that.
set -uo pipefail
cd "$(dirname "$0")/../.."

say() { echo "container stage${part:+ ($part)}: $*"; }
part=${1:-}
case "$part" in '' | images | app-images | stack) ;; *) echo "usage: $0 [images|app-images|stack]" >&2; exit 2 ;; esac
if [ "${CITYLENS_CI_CONTAINERS:-}" = skip ]; then say "skipped (CITYLENS_CI_CONTAINERS=skip)"; exit 0; fi

# --- The engine: running, or started here when this machine allows it (root, dockerd present).
if ! command -v docker >/dev/null; then say "skipped: no docker client on this machine"; exit 0; fi
if ! docker info >/dev/null 2>&1; then
  if command -v dockerd >/dev/null && [ "$(id -u)" = 0 ]; then
    # No changes to the machine's firewall: containers reach nothing but published ports.
    nohup dockerd --iptables=false --ip6tables=false >/tmp/citylens-dockerd.log 2>&1 &
    for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  fi
  if ! docker info >/dev/null 2>&1; then say "skipped: no container engine can start here (see /tmp/citylens-dockerd.log)"; exit 0; fi
fi
if docker compose version >/dev/null 2>&1; then COMPOSE_CMD="docker compose"
elif command -v docker-compose >/dev/null; then COMPOSE_CMD=docker-compose
else say "skipped: neither docker compose nor docker-compose is installed"; exit 0; fi

# --- The stack's own ports and project name, so `pnpm start`, the e2e's 3999 and other runs are untouched.
export COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-citylens-ci}
export CITYLENS_HOST_PORT=${CITYLENS_HOST_PORT:-13000} CITYLENS_DISCOVERY_PORT=${CITYLENS_DISCOVERY_PORT:-13001}
export CITYLENS_EVENTS_PORT=${CITYLENS_EVENTS_PORT:-13002} CITYLENS_SHOP_PORT=${CITYLENS_SHOP_PORT:-13003}
export CITYLENS_ACCOUNT_PORT=${CITYLENS_ACCOUNT_PORT:-13004} CITYLENS_API_PORT=${CITYLENS_API_PORT:-18000}
export CITYLENS_MAIL_PORT=${CITYLENS_MAIL_PORT:-11080}
export CITYLENS_SITE_URL=http://localhost:$CITYLENS_HOST_PORT CITYLENS_API_URL=http://localhost:$CITYLENS_API_PORT
export CITYLENS_MAIL_URL=http://localhost:$CITYLENS_MAIL_PORT CITYLENS_CORS_ORIGINS=$CITYLENS_SITE_URL
for remote in DISCOVERY EVENTS SHOP ACCOUNT; do
  port_var=CITYLENS_${remote}_PORT
  export "CITYLENS_REMOTE_${remote}_URL=http://localhost:${!port_var}/mf-manifest.json"
done
export CITYLENS_API_CORS_ORIGINS="$CITYLENS_SITE_URL,http://localhost:$CITYLENS_DISCOVERY_PORT,http://localhost:$CITYLENS_EVENTS_PORT,http://localhost:$CITYLENS_SHOP_PORT,http://localhost:$CITYLENS_ACCOUNT_PORT"
# The journeys sign in as the demo account; the redeploy-alone check finds its probe requests in
# each API replica's log, and requests are logged at debug only.
export LOG_LEVEL=debug
export SEED_DEMO=true CITYLENS_E2E_WORKERS=${CITYLENS_E2E_WORKERS:-1}
# Builds here need the host's network (containers have no outbound route of their own).
DC="$COMPOSE_CMD -f docker-compose.yml"
if [ "${CITYLENS_BUILD_NETWORK_HOST:-1}" = 1 ]; then DC="$DC -f docker/compose.build-host-network.yml"; fi
export COMPOSE="$DC"

stage_start=$(date +%s)
elapsed() { echo "$(( $(date +%s) - $1 )) s"; }
teardown() { $DC --profile e2e down -v --remove-orphans >/dev/null 2>&1; }
run_e2e=1
if [ "${CITYLENS_CI_CONTAINER_E2E:-}" = 0 ]; then run_e2e=0; fi

# --- Base images and the project's images (skipped by `stack`: `images` has built them).
build_images() {
  # --- Base images: pulled when a registry answers, else stand-ins built from Debian's packages.
  missing=0
  for image in node:20-bookworm-slim postgres:16-alpine redis:7-alpine nginx:1.27-alpine maildev/maildev:2.2.1; do
    docker image inspect "$image" >/dev/null 2>&1 && continue
    timeout 120 docker pull -q "$image" >/dev/null 2>&1 || missing=1
  done
  if [ "$missing" = 1 ]; then
    say "no image registry reachable: building stand-in base images"
    t=$(date +%s)
    scripts/containers/stand-in-images.sh || { say "FAILED building the stand-in images"; exit 1; }
    say "stand-ins ready in $(elapsed "$t")"
  fi

  # --- The project's images (each time and size reported); the e2e image only when the composed
  # e2e runs. `images` leaves the apps to `app-images` (from the builds made once) and builds the
  # API's and the e2e's side by side: both wait mostly on downloads (Debian's packages, the pnpm
  # store), not on a core.
  services="api discovery events shop account host"
  if [ "$part" = images ]; then services=api; fi
  if [ "$run_e2e" = 1 ]; then services="$services e2e"; fi
  if [ "$part" = images ]; then
    local pids=() service failed=0
    for service in $services; do build_one "$service" & pids+=($!); done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    [ "$failed" = 0 ] || exit 1
  else
    for service in $services; do build_one "$service" || exit 1; done
  fi
}
build_one() {
  local t
  t=$(date +%s)
  if ! $DC --profile e2e build "$1" >"/tmp/citylens-ci-build-$1.log" 2>&1; then
    tail -40 "/tmp/citylens-ci-build-$1.log"; say "FAILED building $1"; return 1
  fi
  say "image $1 built in $(elapsed "$t"), $(image_size "$1")"
}
image_size() {
  local image
  image=$(docker image ls -q "${COMPOSE_PROJECT_NAME}_$1" | head -1)
  [ -n "$image" ] || image=$(docker image ls -q "${COMPOSE_PROJECT_NAME}-$1" | head -1)
  docker image inspect -f '{{.Size}}' "$image" 2>/dev/null | awk '{printf "%.0f MB", $1/1e6}'
}

# --- The apps' images from the builds in each app's dist/ (docker/app-from-build.Dockerfile), under
# the names compose gives its own builds, so `up` runs them. `up -d --build <app>` (the
# redeploy-alone check) still builds that app inside Docker with app.Dockerfile.
app_images_from_build() {
  local staging service folder t
  staging=$(mktemp -d /tmp/citylens-app-images.XXXXXX)
  # One server for every app, bundled as app.Dockerfile bundles it.
  node_modules/.bin/esbuild shared/build/serve-main.ts --bundle --platform=node --target=node20 \
    --log-level=warning --outfile="$staging/server.js" || { say "FAILED bundling the app server"; exit 1; }
  for service in discovery events shop account host; do
    folder=remote-$service
    [ "$service" = host ] && folder=host
    if [ ! -f "$folder/dist/mf-manifest.json" ] && [ ! -f "$folder/dist/index.html" ]; then
      say "FAILED: $folder/dist holds no build (run \`pnpm test build\` first)"; exit 1
    fi
    t=$(date +%s)
    mkdir -p "$staging/$service"
    cp "$staging/server.js" "$staging/$service/"
    cp -r "$folder/dist" "$staging/$service/dist"
    find "$staging/$service/dist" -name '*.map' -delete
    if ! docker build -q -f docker/app-from-build.Dockerfile -t "${COMPOSE_PROJECT_NAME}_$service" \
      "$staging/$service" >"/tmp/citylens-ci-build-$service.log" 2>&1; then
      tail -20 "/tmp/citylens-ci-build-$service.log"; say "FAILED building $service"; exit 1
    fi
    say "image $service from its build in $(elapsed "$t"), $(image_size "$service")"
  done
  rm -rf "$staging"
}
if [ "$part" = app-images ]; then app_images_from_build; say "app images ready in $(elapsed "$stage_start")"; exit 0; fi
if [ "$part" != stack ]; then build_images || exit 1; fi
if [ "$part" = images ]; then say "images ready in $(elapsed "$stage_start")"; exit 0; fi
teardown
trap teardown EXIT

# --- Up, and every health check passing.
t=$(date +%s)
if ! $DC up -d >/tmp/citylens-ci-up.log 2>&1; then
  cat /tmp/citylens-ci-up.log; $DC ps; $DC logs --tail 40; say "FAILED: the stack did not come up"; exit 1
fi
healthy=0
for _ in $(seq 180); do
  states=$(for id in $($DC ps -q); do docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id"; done | sort | uniq -c | tr '\n' ' ')
  if ! grep -qv healthy <<<"$(for id in $($DC ps -q); do docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$id"; done)"; then healthy=1; break; fi
  sleep 2
done
if [ "$healthy" != 1 ]; then $DC ps; $DC logs --tail 40; say "FAILED: not every container became healthy ($states)"; exit 1; fi
say "every container healthy $(elapsed "$t") after up ($($DC ps -q | wc -l) containers)"

# --- One remote redeployed alone, with a page open; both API replicas; the seed once.
t=$(date +%s)
( cd e2e && npx tsx containers/redeploy-alone.ts ) || { say "FAILED: redeploy-alone check"; exit 1; }
say "redeploy-alone check passed in $(elapsed "$t")"

# --- The composed e2e in its container; results and traces in e2e/container-results. Only the
# journeys tagged @containers (the image's command): the whole suite has run locally on the same
# sources, so here only what the containers change is proved (e2e/README.md lists them).
if [ "$run_e2e" != 1 ]; then
  say "composed e2e not run (CITYLENS_CI_CONTAINER_E2E=0)"
  say "finished in $(elapsed "$stage_start")"
  exit 0
fi
t=$(date +%s)
rm -rf e2e/container-results
$DC --profile e2e run --rm e2e 2>&1 | tee /tmp/citylens-ci-e2e.log
e2e_status=${PIPESTATUS[0]}
summary=$(grep -E '^\s+[0-9]+ (passed|failed|skipped|flaky|did not run)' /tmp/citylens-ci-e2e.log | tr -s ' \n' ' ')
say "composed e2e in $(elapsed "$t"):${summary:- no summary} (exit $e2e_status; results in e2e/container-results)"
say "finished in $(elapsed "$stage_start")"
exit "$e2e_status"
