#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on a free loopback port:
#   scripts/with-postgres.sh pnpm exec vitest run
# exports TEST_DATABASE_URL (superuser, trust auth) for the command and removes the cluster
# afterwards, whatever happens. Needs Debian's postgresql package (binaries are not on PATH).
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql); running without it" >&2
  exec "$@"
fi

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
dir=$(mktemp -d /tmp/diecut-pg.XXXXXX)
chmod 755 "$dir"
as_pg=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
"${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/pg.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL ready at $TEST_DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit $status
