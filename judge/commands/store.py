"""`judge store migrate [--data-dir DIR]`: keep rulings stored in words (before neutral storage)
language-neutral, so that translation fixes reach their permalinks (judge/web/migrate.py)."""

from __future__ import annotations

import argparse
import os


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "store", help="maintain the ruling store of the web app",
        description="Maintain the ruling store (the data directory's SQLite file, or DATABASE_URL).")
    actions = parser.add_subparsers(dest="store_action", metavar="ACTION", required=True)
    migrate = actions.add_parser(
        "migrate", help="keep older rulings language-neutral where today's engine says the same",
        description="Rulings stored before neutral storage keep their text in three languages. Each is "
        "ruled on again; when today's English says exactly what was stored, it is kept language-neutral "
        "from now on (translation fixes then reach its permalink); otherwise it is left as it was.")
    migrate.add_argument("--data-dir", help="the data folder (default: JUDGE_DATA_DIR or the per-user data folder)")
    migrate.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.data_dir:
        os.environ["JUDGE_DATA_DIR"] = os.path.abspath(args.data_dir)
    from judge.paths import user_data_dir
    from judge.web.migrate import migrate
    from judge.web.store import RulingStore, database_url

    store = RulingStore(database_url(os.environ.get("DATABASE_URL"), str(user_data_dir())))
    done = migrate(store)
    print(f"{done.converted} rulings now stored language-neutral; {done.kept} kept as they were worded")
    return 0
