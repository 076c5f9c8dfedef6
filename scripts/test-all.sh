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

echo "== install"
$PNPM install --frozen-lockfile
echo "== typecheck"
$PNPM run typecheck
echo "== lint"
$PNPM run lint
echo "== unit, property and contract tests"
$PNPM run unit
echo "== build"
$PNPM run build
if [ -f packages/web/playwright.config.ts ]; then
  echo "== browser journeys (Debian chromium)"
  $PNPM run e2e
fi
echo "== performance budget (sizes gate; Lighthouse is measured and reported)"
node tools/budget.mjs --reuse --lighthouse-advisory
