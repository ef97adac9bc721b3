"""Replacing how many counters are put on a permanent and how many tokens are created (614.16).

Hardened Scales adds one +1/+1 counter, Doubling Season doubles counters and
tokens, Parallel Lives doubles tokens. The controller of the permanent (for
counters) or the player creating the tokens orders them: one +1/+1 counter
with Hardened Scales first and Doubling Season second makes 4, the other way
round 3.

The judge puts at most `MAX_TOKENS` tokens onto the battlefield. Past that
bound, growth driven by one triggered ability resolving again and again is
a loop of mandatory actions (104.4b) and reported as one; a single effect
that creates very many tokens (Raise the Alarm with ten Parallel Lives) is
finite and legal, so the ruling only says that it stops there.
"""

from __future__ import annotations

from typing import Any, NoReturn

from judge.cards.mtg_replacement import ReplaceCounters, ReplaceTokens
from judge.events import CardName, CounterKind
from judge.mtg import board_index
from judge.mtg.limits import LoopDetected, SimulationLimit
from judge.mtg.replacement import order, sources
from judge.mtg.replacement.damage import modification_variant, modified_amount
from judge.mtg.replacement.model import Replacement, Situation, Step, behaviour
from judge.mtg.state import Game, Permanent

MAX_TOKENS = 1000  # tokens on the battlefield the judge creates one by one
LOOP_REPEATS = 3  # earlier resolutions of the same triggered ability that make growth past the bound a loop


def counters(game: Game, permanent: Permanent, counter: str, count: int) -> int:
    """How many `counter` counters are really put on `permanent`."""
    if count <= 0:
        return count
    effects = [_counter_replacement(permanent, counter, spec, source)
               for source, spec in sources.static_effects(game, "replace_counters")
               if _watches_counters(game, permanent, counter, spec, source)]
    if not effects:
        return count

    def outcome(value: int) -> tuple[str, dict[str, Any]]:
        return "counters_result", {"card": permanent.name, "count": value, "counter": CounterKind(counter)}

    situation = Situation("counters", subject=permanent.card.name, chooser=permanent.controller,
                          answers=(permanent.oid, permanent.card.name, permanent.controller),
                          is_null=lambda value: value <= 0, outcome=outcome)
    return order.settle(game, situation, count, effects)


def _watches_counters(game: Game, permanent: Permanent, counter: str, spec: ReplaceCounters,
                      source: Permanent) -> bool:
    if spec.counter is not None and spec.counter != counter:
        return False
    return sources.permanent_matches(game, permanent, spec.what, source.controller, source)


def _counter_replacement(permanent: Permanent, counter: str, spec: ReplaceCounters,
                         source: Permanent) -> Replacement:
    variant = modification_variant(spec.modify)

    def apply(value: int) -> Step:
        after = modified_amount(spec.modify, value)
        return Step(after, "counters_replaced",
                    (("by", CardName(source.card.name)), ("card", permanent.name), ("counter", CounterKind(counter)),
                     ("before", value), ("after", after), ("reason", variant)),
                    rules=("614.1a", "614.16"), terms=("replacement-effect", "counter-marker"))

    return Replacement(
        key=sources.effect_key(source.oid, source.card, "counters", spec),
        source_name=source.card.name, source_oid=source.oid,
        controller=source.controller, timestamp=source.timestamp, applies=lambda value: value > 0,
        apply=apply, signature=behaviour("counters", spec, source.controller))


def tokens(game: Game, player: str, count: int, token: str = "") -> int:
    """How many tokens `player` really creates when an effect would create `count`."""
    if count <= 0:
        return count
    effects = [_token_replacement(player, spec, source)
               for source, spec in sources.static_effects(game, "replace_tokens")
               if sources.player_watched(player, spec.for_, source.controller)]
    if effects:
        def outcome(value: int) -> tuple[str, dict[str, Any]]:
            return "tokens_result", {"player": player, "count": value, "token": CardName(token)}

        situation = Situation("tokens", subject=player, chooser=player, answers=(player,),
                              is_null=lambda value: value <= 0, outcome=outcome)
        count = order.settle(game, situation, count, effects)
    total = count + board_index.count(game, "tokens")
    if total > MAX_TOKENS:
        _past_the_bound(game, player, count, total)
    return count


def _past_the_bound(game: Game, player: str, count: int, total: int) -> NoReturn:
    """Stop: a loop if one triggered ability keeps making tokens (104.4b), else only the judge's limit.

    Eight Parallel Lives make Raise the Alarm create 512 tokens: many, but one
    finite event, which is no loop (104.4b needs actions repeating without end).
    """

    resolving = game.stack[-1] if game.stack else None
    if resolving is not None and resolving.kind == "triggered":
        source = resolving.source_name
        repeats = sum(1 for e in game.events if e.kind == "resolves" and e.params.get("kind") == "triggered"
                      and e.params.get("card") == source)
        if repeats > LOOP_REPEATS:
            game.emit("token_growth_loop", rules=("104.4b",), terms=("token", "replacement-effect"),
                      player=player, count=count, bound=MAX_TOKENS, summary=True)
            raise LoopDetected
    game.emit("token_limit", rules=("104.4b",), terms=("token",), player=player, count=count, total=total,
              bound=MAX_TOKENS, summary=True)
    raise SimulationLimit


def _token_replacement(player: str, spec: ReplaceTokens, source: Permanent) -> Replacement:
    variant = modification_variant(spec.modify)

    def apply(value: int) -> Step:
        after = modified_amount(spec.modify, value)
        return Step(after, "tokens_replaced",
                    (("by", CardName(source.card.name)), ("player", player), ("before", value),
                     ("after", after), ("reason", variant)),
                    rules=("614.1a", "614.16"), terms=("replacement-effect", "token"))

    return Replacement(
        key=sources.effect_key(source.oid, source.card, "tokens", spec),
        source_name=source.card.name, source_oid=source.oid,
        controller=source.controller, timestamp=source.timestamp, applies=lambda value: value > 0,
        apply=apply, signature=behaviour("tokens", spec, source.controller))
