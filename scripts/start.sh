#!/usr/bin/env bash
# The one start command (README): builds the app and serves it with the fake portal on one origin.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10.34.9"
$PNPM install --frozen-lockfile
$PNPM run build
# The demo is named (KADO_DEMO=1): the fake portal in-process, with its control routes (reset, courier steps) opened by
# the token the server prints at start (decision 0442). PORTAL_URL=<api base> serves against a real portal instead,
# without them (README "Pointing the product at a portal").
if [ -z "${PORTAL_URL:-}" ]; then
  export KADO_DEMO=1
  export KADO_CONTROL_ROUTES="${KADO_CONTROL_ROUTES:-1}"
fi
exec $PNPM --filter @kado/web serve
