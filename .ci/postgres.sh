#!/usr/bin/env bash
# Start Debian's PostgreSQL (installed by .ci/run) and create a test database for the current
# user. Prints the DATABASE_URL to use. Safe to run twice.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
    pg_ctlcluster "$version" main start || { pg_createcluster "$version" main >/dev/null && pg_ctlcluster "$version" main start; }
fi
user=$(id -un)
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='$user'\"" | grep -q 1 \
    || su postgres -c "createuser --superuser '$user'"
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='judge_test'\"" | grep -q 1 \
    || su postgres -c "createdb --owner='$user' judge_test"
echo "postgresql://$user@/judge_test?host=/var/run/postgresql"
