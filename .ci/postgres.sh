#!/usr/bin/env bash
# Start Debian's PostgreSQL (installed by .ci/run) and create a test database for the current
# user. Prints the DATABASE_URL to use. Safe to run twice.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
    # Anything these print (e.g. "Removed stale pid file.") goes to stderr: stdout is the URL only.
    { pg_ctlcluster "$version" main start || { pg_createcluster "$version" main && pg_ctlcluster "$version" main start; }; } >&2
fi
user=$(id -un)
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='$user'\"" | grep -q 1 \
    || su postgres -c "createuser --superuser '$user'" >&2
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='judge_test'\"" | grep -q 1 \
    || su postgres -c "createdb --owner='$user' judge_test" >&2
echo "postgresql://$user@/judge_test?host=/var/run/postgresql"
