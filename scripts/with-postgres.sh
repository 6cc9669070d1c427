#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1, runs the given command with DATABASE_URL
# pointing at it, then stops it. Used by `npm test` to run the API suite on a real server.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)." >&2
  exit 3
fi

port=${PGTEST_PORT:-54329}
dir=$(mktemp -d /tmp/assist-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = "0" ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U assist --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

cleanup() { "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

"$bin/createdb" -h 127.0.0.1 -p "$port" -U assist assist_test
DATABASE_URL="postgres://assist@127.0.0.1:$port/assist_test" "$@"
