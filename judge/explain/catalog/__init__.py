"""Message tables, one module per area (core, mtg_combat, mtg_replacement, yugioh, web ...).

Each module defines `MESSAGES: dict[str, str]`; its translations live in
judge/locale/<lang>/LC_MESSAGES/<module>.po. Splitting by area lets each part of
the engine own its sentences.
"""
