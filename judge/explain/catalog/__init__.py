"""Message tables, one module per area (core, mtg_combat, mtg_replacement, yugioh, web ...).

Each module defines `MESSAGES: dict[str, str]`; its translations live in
judge/locale/<lang>/LC_MESSAGES/<module>.po. Splitting by area lets each part of
the engine own its sentences.
"""


def N_(message: str) -> str:
    """Marks a string for extraction into the gettext catalogs (`pybabel extract -k N_`)."""
    return message
