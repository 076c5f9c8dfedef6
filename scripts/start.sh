#!/usr/bin/env bash
# The one start command (README): builds the app and serves it with the fake portal on one origin.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.9"
$PNPM install --frozen-lockfile
$PNPM run build
exec $PNPM --filter @kado/web serve
