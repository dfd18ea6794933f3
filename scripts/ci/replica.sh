#!/usr/bin/env bash
# A streaming read replica of the local test PostgreSQL (issue 43, decision 067), for .ci/run and by hand:
#   scripts/ci/replica.sh start   # pg_basebackup -R of 127.0.0.1:5432 into REPLICA_DIR, served on REPLICA_PORT
#   scripts/ci/replica.sh stop    # stops it, removes its files and undoes what start changed
#   scripts/ci/replica.sh halt|resume  # (tests) kills its server at once, starts it again
# It prints the replica's base URL (postgres://postgres@127.0.0.1:5433) on start. Everything it starts it
# stops: the primary's pg_hba.conf gets a replication line only if it had none, removed again on stop.
set -euo pipefail
PRIMARY_HOST=${REPLICA_PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${REPLICA_PRIMARY_PORT:-5432}
PORT=${REPLICA_PORT:-5433}
DIR=${REPLICA_DIR:-/tmp/tessera-replica}
MARK="# tessera-ci-replica"
# A physical replication slot keeps the WAL the replica has not received yet (while it is halted by a test,
# say), however many checkpoints the tests' CREATE DATABASEs cause meanwhile; `stop` drops it, or the
# primary would keep WAL for it forever.
SLOT=tessera_ci_replica
BIN="/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -n 1)/bin"

as_postgres() { # pg_ctl refuses to run as root
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
psql_primary() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -Atqc "$1"; }

start() {
  if pg_isready -h 127.0.0.1 -p "$PORT" -q; then echo "postgres://postgres@127.0.0.1:$PORT"; return; fi
  local hba; hba=$(psql_primary 'show hba_file')
  # "all" in pg_hba.conf does not cover replication connections: a line of its own is needed.
  if ! grep -Eq '^\s*host\s+replication\s' "$hba"; then
    printf '%s\nhost replication all 127.0.0.1/32 trust %s\n' "$MARK" "$MARK" >>"$hba"
    psql_primary 'select pg_reload_conf()' >/dev/null
  fi
  rm -rf "$DIR"
  psql_primary "select pg_drop_replication_slot('$SLOT') from pg_replication_slots where slot_name = '$SLOT'" >/dev/null
  pg_basebackup -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -D "$DIR" -R -X stream -C -S "$SLOT" -c fast >&2
  # Debian keeps a cluster's configuration in /etc: the copy needs its own. Its limits match the primary's,
  # as a hot standby requires.
  cat >"$DIR/postgresql.conf" <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
hot_standby = on
max_connections = $(psql_primary 'show max_connections')
max_worker_processes = $(psql_primary 'show max_worker_processes')
max_wal_senders = $(psql_primary 'show max_wal_senders')
max_locks_per_transaction = $(psql_primary 'show max_locks_per_transaction')
max_prepared_transactions = $(psql_primary 'show max_prepared_transactions')
CONF
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$DIR/pg_hba.conf"
  rm -f "$DIR/postmaster.pid"
  if [ "$(id -u)" = 0 ]; then chown -R postgres:postgres "$DIR"; fi
  chmod 700 "$DIR"
  as_postgres "'$BIN/pg_ctl' -D '$DIR' -l '$DIR/replica.log' -w -t 60 start" >&2
  echo "postgres://postgres@127.0.0.1:$PORT"
}

stop() {
  if [ -f "$DIR/postmaster.pid" ]; then as_postgres "'$BIN/pg_ctl' -D '$DIR' -m fast -w stop" >&2 || true; fi
  rm -rf "$DIR"
  psql_primary "select pg_drop_replication_slot('$SLOT') from pg_replication_slots where slot_name = '$SLOT'" >/dev/null 2>&1 || true
  local hba; hba=$(psql_primary 'show hba_file' 2>/dev/null || true)
  if [ -n "$hba" ] && grep -q "$MARK" "$hba"; then
    sed -i "/$MARK/d" "$hba"
    psql_primary 'select pg_reload_conf()' >/dev/null || true
  fi
}

# For the tests: the replica's server goes away at once, as a crashed machine would (its files stay), and
# comes back.
halt() { as_postgres "'$BIN/pg_ctl' -D '$DIR' -m immediate -w stop" >&2; }
resume() { as_postgres "'$BIN/pg_ctl' -D '$DIR' -l '$DIR/replica.log' -w -t 60 start" >&2; }

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  halt) halt ;;
  resume) resume ;;
  *) echo "usage: $0 start|stop|halt|resume" >&2; exit 2 ;;
esac
