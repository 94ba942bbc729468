#!/usr/bin/env bash
# Starts one area's server for the browser journeys (playwright.config.ts). The first area to get
# here prepares an embedded database for the run (migrations, reference and demo data: about 16 s
# of CPU); every area then starts on its own copy of it (about 5 s), instead of each preparing its
# own at the same time on two cores.
# Environment: DATA_DIR (this area's database) and E2E_TEMPLATE (the run's prepared database),
# both relative to the repository,
# E2E_RUN (names the run, so that a template of an earlier run is never used).
set -euo pipefail
cd "$(dirname "$0")/../.."
# Absolute, so that the server does not resolve them against npm's INIT_CWD.
DATA_DIR="$PWD/$DATA_DIR"
E2E_TEMPLATE="$PWD/$E2E_TEMPLATE"
export DATA_DIR
mkdir -p "$(dirname "$E2E_TEMPLATE")"
exec 9>"$E2E_TEMPLATE.lock"
flock 9
if [ "$(cat "$E2E_TEMPLATE/.run" 2>/dev/null)" != "$E2E_RUN" ]; then
  rm -rf "$E2E_TEMPLATE"
  DATA_DIR="$E2E_TEMPLATE" node apps/server/dist/main.js --prepare
  echo "$E2E_RUN" >"$E2E_TEMPLATE/.run"
fi
flock -u 9
rm -rf "$DATA_DIR"
cp -r "$E2E_TEMPLATE" "$DATA_DIR"
exec node apps/server/dist/main.js
