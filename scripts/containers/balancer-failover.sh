#!/usr/bin/env bash
# The API balancer with one replica stopped: docker/nginx/nginx.conf (or the file given as $1) in
# front of two stand-in API replicas (node answering /api/health/ with its host name) on a compose
# network, as in docker-compose.yml. One replica is stopped and 200 requests go through right after,
# one after another; prints the slowest and how many took over 150 ms. Needs a running Docker
# engine with node:20-slim and nginx:1.27-alpine; run it under the machine's Docker lock:
#   flock /tmp/citylens-docker.lock scripts/containers/balancer-failover.sh [nginx.conf]
set -euo pipefail
cd "$(dirname "$0")/../.."
conf=$(realpath "${1:-docker/nginx/nginx.conf}")
port=${CITYLENS_LB_PORT:-38000}
export COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-citylens-lb}
if docker compose version >/dev/null 2>&1; then compose="docker compose"; else compose=docker-compose; fi
dir=$(mktemp -d)
trap '$compose -f "$dir/compose.yml" down -v --timeout 1 >/dev/null 2>&1; rm -rf "$dir"' EXIT

cat >"$dir/compose.yml" <<YAML
services:
  api:
    image: node:20-slim
    scale: 2
    command: ['node', '-e', "require('http').createServer((q, s) => s.end(require('os').hostname())).listen(8000)"]
    expose: ['8000']
  balancer:
    image: nginx:1.27-alpine
    depends_on: [api]
    volumes: ['$conf:/etc/nginx/nginx.conf:ro']
    ports: ['127.0.0.1:$port:8000']
YAML
$compose -f "$dir/compose.yml" up -d >/dev/null 2>&1
for _ in $(seq 60); do curl -fsS "http://127.0.0.1:$port/api/health/" >/dev/null 2>&1 && break; sleep 0.5; done
# Both replicas answer before the stop.
seen=$(for _ in $(seq 20); do curl -fsS "http://127.0.0.1:$port/api/health/"; echo; done | sort -u | wc -l)
echo "replicas answering before the stop: $seen"

docker stop --time 0 "$($compose -f "$dir/compose.yml" ps -q api | head -1)" >/dev/null
times=$(for _ in $(seq 200); do
  curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time 10 "http://127.0.0.1:$port/api/health/"
done)
echo "$times" | awk '
  { n++; if ($1 != 200) bad++; t = $2 * 1000; if (t > max) max = t; if (t > 150) slow++ }
  END { printf "requests %d, not 200: %d, slowest %.0f ms, over 150 ms: %d\n", n, bad, max, slow }'
