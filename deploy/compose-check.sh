#!/usr/bin/env bash
# Builds and starts compose.yaml (PostgreSQL, Redis, two app instances, nginx), then checks the
# topology from outside, through nginx only, the way a user reaches it:
#   - both instances start healthy on the shared database (migrated once, demo data by app1);
#   - requests are spread round robin, and a WebSocket upgrade passes through nginx;
#   - a sign-up and sign-in work, and the session cookie is accepted on every following request
#     (whichever instance answers);
#   - an image uploaded through one instance is served back through the balancer (shared volume);
#   - with app1 stopped (gracefully), everything still answers through app2.
# Tears everything down (volumes included) at the end unless KEEP=1.
#
# Usage: deploy/compose-check.sh            (from the repository root; needs Docker + Compose v2)
#   COMPOSE=…                 another Compose command. Compose v1 (docker-compose) rejects
#                             compose.yaml's top-level `name`: give it a copy without that line,
#                             COMPOSE="docker-compose -p hostel-meals --project-directory . -f copy.yaml"
#   UP_FLAGS=--no-build       use images already built;  LB_URL=…  where nginx listens (8080)
# Compose v1 (docker-compose 1.29) refuses the top-level `name:`: run it on a copy without it.
set -euo pipefail
cd "$(dirname "$0")/.."

COMPOSE=${COMPOSE:-docker compose}
LB_URL=${LB_URL:-http://localhost:8080}
export SESSION_SECRET=${SESSION_SECRET:-$(head -c 48 /dev/urandom | base64 | tr -d '\n')}
work=$(mktemp -d)
cleanup() {
  if [ "${KEEP:-0}" != 1 ]; then $COMPOSE down -v --remove-orphans >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
fail() {
  echo "FAILED: $*" >&2
  $COMPOSE ps >&2 || true
  $COMPOSE logs --tail=40 >&2 || true
  exit 1
}
# Waits (up to $2 seconds) until the command in $1 succeeds.
until_ok() {
  local deadline=$((SECONDS + $2))
  until eval "$1" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 1
  done
}
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }

step "build and start"
$COMPOSE up -d ${UP_FLAGS:---build}

step "both instances answer through nginx"
until_ok "[ \$(status $LB_URL/healthz) = 200 ]" 180 || fail "no healthy answer from $LB_URL/healthz"
for service in app1 app2; do
  until_ok "$COMPOSE logs $service | grep -q 'Hostel Meals is running'" 120 ||
    fail "$service never started"
done
for _ in 1 2 3 4 5 6; do
  [ "$(status "$LB_URL/healthz")" = 200 ] || fail "/healthz through nginx"
done
[ "$(status "$LB_URL/")" = 200 ] || fail "the PWA is not served"

step "WebSocket upgrade through nginx (socket.io)"
code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 3 \
  -H 'Connection: Upgrade' -H 'Upgrade: websocket' -H 'Sec-WebSocket-Version: 13' \
  -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' \
  "$LB_URL/socket.io/?EIO=4&transport=websocket" || true)
[ "$code" = 101 ] || fail "WebSocket upgrade answered $code, not 101"

step "sign up, sign in, and stay signed in on every instance"
email="compose-$(date +%s)@hostel.test"
jar="$work/cookies"
[ "$(status -c "$jar" -H 'content-type: application/json' -X POST "$LB_URL/api/auth/register" \
  --data "{\"name\":\"Compose Check\",\"email\":\"$email\",\"password\":\"Compose#check1\",\"photo\":\"https://images.example/a.png\"}")" = 201 ] ||
  fail "sign-up"
[ "$(status -b "$jar" -c "$jar" -H 'content-type: application/json' -X POST "$LB_URL/api/auth/login" \
  --data "{\"email\":\"$email\",\"password\":\"Compose#check1\"}")" = 200 ] || fail "sign-in"
for _ in 1 2 3 4; do # round robin: both instances see the session
  [ "$(status -b "$jar" "$LB_URL/api/auth/me")" = 200 ] || fail "the session on the next instance"
done

step "an upload through one instance is served through the other"
printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\rIDATx\x9cc\xf8\x0f\0\0\x01\x01\0\x05\x18\xd8N\0\0\0\0IEND\xaeB`\x82' >"$work/one.png"
url=$(curl -s -b "$jar" -F "image=@$work/one.png;type=image/png" "$LB_URL/api/upload" |
  sed -n 's/.*"display_url":"\([^"]*\)".*/\1/p')
[ -n "$url" ] || fail "upload"
case $url in http*) ;; *) url="$LB_URL$url" ;; esac
for _ in 1 2 3 4; do
  [ "$(status "$url")" = 200 ] || fail "the uploaded image from the other instance"
done

step "stop app1 gracefully: app2 carries on"
$COMPOSE stop app1
for _ in 1 2 3 4; do
  [ "$(status -b "$jar" "$LB_URL/api/auth/me")" = 200 ] || fail "requests after app1 stopped"
done
$COMPOSE start app1

step "all checks passed"
