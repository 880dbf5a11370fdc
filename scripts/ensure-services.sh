#!/usr/bin/env bash
# Makes sure what the tests need is on this machine: Debian's Chromium, nginx and Caddy (the TLS
# proxies the journeys go through, run by the tests themselves, never as services) and a running
# PostgreSQL.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Chromium from Debian's packages..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages..."
  # Installed for the tests to run with their own configuration: the packages' services must not
  # start (they would take ports 80 and 443). policy-rc.d is how Debian says so; one already
  # there (as in containers) is left as it is.
  added_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null && as_root chmod +x /usr/sbin/policy-rc.d && added_policy=1
  fi
  as_root apt-get update -qq
  status=0
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || status=$?
  if [ -n "$added_policy" ]; then as_root rm -f /usr/sbin/policy-rc.d; fi
  [ $status -eq 0 ] || exit $status
  # On a machine with systemd the unit may still have been started: stop it, the tests need the ports.
  if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
    for unit in "${missing[@]}"; do as_root systemctl disable --now "$unit" >/dev/null 2>&1 || true; done
  fi
fi

# pg_dump and pg_restore, for the PostgreSQL backup test (Debian's client is its server's version).
if ! command -v pg_dump >/dev/null 2>&1; then
  echo "Installing the PostgreSQL client tools..."
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends postgresql-client >/dev/null
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "Starting PostgreSQL..."
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  fi
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  pg_isready -h 127.0.0.1 -p 5432 || { echo "PostgreSQL is not reachable on 127.0.0.1:5432" >&2; exit 1; }
fi
