#!/usr/bin/env bash
# Installs what npm cannot: Debian's Chromium for Playwright and Lighthouse. Idempotent (does nothing when
# /usr/bin/chromium exists) and non-interactive, so CI and `npm test` can call it on a fresh machine.
# Never `npx playwright install`: it downloads a browser from a host this machine kind cannot reach.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "setup: Chromium already installed at $CHROMIUM"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: $CHROMIUM is missing and apt-get is not available; install Chromium with your package manager." >&2
  exit 1
fi

# Root runs apt-get directly; anyone else needs sudo that does not ask for a password (no terminal in CI).
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "setup: installing Chromium needs root; run 'sudo apt-get install -y chromium' and try again." >&2
    exit 1
  fi
fi

echo "setup: installing Debian chromium (about 30 s)"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends chromium </dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "setup: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "setup: Chromium installed at $CHROMIUM"
