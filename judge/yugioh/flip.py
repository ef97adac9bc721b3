"""A monster flipped face-up: its Flip effects wait to activate ("Flip Effects").

A leaf module: summoning, battle and card effects flip monsters while the Chain that later
activates the waiting effects (triggers.py) is being resolved, so they record the wait here
without importing the Chain."""

from __future__ import annotations

from judge.yugioh.state import Card, Duel


def flipped(duel: Duel, card: Card) -> None:
    """A monster was flipped face-up: its Flip effects will activate ("Flip Effects")."""
    for effect in card.effects("flip"):
        duel.pending_triggers.append((card, effect))
