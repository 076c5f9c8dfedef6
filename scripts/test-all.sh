#!/usr/bin/env bash
# The one test command (README): installs what it needs, then typecheck, lint, unit/property/contract tests,
# the production build, the performance budget and the browser journeys in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.9"

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian chromium"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi

# Several app servers behind a real proxy (e2e/multi-server.spec.ts, docs/deploy.md): Debian's nginx; the outside
# tools behind a TLS proxy (e2e/outside-tools.spec.ts, decision 0425) need openssl for the run's certificate too.
if [ ! -x /usr/sbin/nginx ] || ! command -v openssl >/dev/null; then
  echo "== installing Debian nginx and openssl"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx openssl >/dev/null
fi

# Tests never rewrite a tracked file (issue 14 item 7): the tracked tree's diff is the same after the run as before it.
tracked_state() { git diff HEAD --no-ext-diff --binary 2>/dev/null | sha256sum; }
TRACKED_BEFORE="$(tracked_state)"

echo "== install"
$PNPM install --frozen-lockfile
echo "== typecheck"
$PNPM run typecheck
echo "== lint"
$PNPM run lint
echo "== portal contract: Redocly's linter on docs/openapi.json (drift and fuzz run with the unit tests, decision 0448)"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true $PNPM run lint:openapi
echo "== decision records (index current, every cited record exists)"
node tools/decisions-index.mjs --check
echo "== unit, property and contract tests"
$PNPM run unit
echo "== build"
$PNPM run build
echo "== app server bench (HTML answers/s against a logging static file server on / and /categories, decisions 0302, 0320 and 0389)"
# One retry, as Playwright retries a journey: on a shared host one server's figure moves 2-5x between rounds (0302).
$PNPM run bench:server || { echo "== app server bench, once more (decision 0302: host noise)"; $PNPM run bench:server; }
if [ -f packages/web/playwright.config.ts ]; then
  echo "== browser journeys (Debian chromium)"
  $PNPM run e2e
  echo "== the journeys' portal answers against docs/openapi.json (Ajv, decision 0448)"
  $PNPM run check:portal-answers
fi
echo "== performance budget (sizes gate; Lighthouse is measured and reported)"
node tools/budget.mjs --reuse --lighthouse-advisory
if [ "$(tracked_state)" != "$TRACKED_BEFORE" ]; then
  echo "== a step rewrote a tracked file (reports belong in the ignored reports/ folder):"
  git status --short --untracked-files=no
  exit 1
fi
