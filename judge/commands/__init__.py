"""Command-line command groups; each module registers its sub-commands (see judge.cli)."""
