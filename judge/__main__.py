"""Allows `python -m judge ...`."""

from judge.cli import main

raise SystemExit(main())
