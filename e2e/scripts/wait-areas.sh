#!/usr/bin/env bash
# Waits until every area's server answers (playwright.config.ts starts them all at once, without
# waiting for each in turn), says so on stdout, then stays up as long as the run does.
# Environment: E2E_URLS (the areas' base URLs, space-separated), E2E_WAIT (seconds before giving up).
set -euo pipefail
deadline=$((SECONDS + ${E2E_WAIT:-170}))
for url in $E2E_URLS; do
  until curl -fsS -o /dev/null --max-time 5 "$url/healthz" 2>/dev/null; do
    if ((SECONDS > deadline)); then
      echo "no answer from $url/healthz: see that area's server errors above" >&2
      exit 1
    fi
    sleep 0.2
  done
done
echo "all area servers are up"
exec sleep infinity
