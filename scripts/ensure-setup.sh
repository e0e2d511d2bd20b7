#!/usr/bin/env bash
# Installs what `npm start` / `npm test` need and is missing: npm dependencies (when node_modules is
# absent or stale against package-lock.json), a Java runtime for DynamoDB Local, and (for tests)
# Debian's chromium for the browser tests. Safe to run every time: it only acts on what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
purpose="${1:-start}"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

node_major=$(node -p 'process.versions.node.split(".").map(Number).slice(0,2).join(".")')
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  say "Node.js $node_major is too old: this project needs Node.js 20.19 or newer (22 recommended)."
  exit 1
fi

apt_packages=()
command -v java >/dev/null 2>&1 || apt_packages+=(openjdk-17-jre-headless)
if [ "$purpose" = "test" ] && [ ! -x /usr/bin/chromium ]; then apt_packages+=(chromium); fi
if [ ${#apt_packages[@]} -gt 0 ]; then
  say "Installing ${apt_packages[*]} with apt-get (needed for DynamoDB Local / browser tests)..."
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { say "Please install ${apt_packages[*]} (apt-get) and run again."; exit 1; }
    sudo_cmd="sudo"
  fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.installed-lock-hash
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  say "Installing npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp"
fi
