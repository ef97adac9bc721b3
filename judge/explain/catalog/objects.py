"""Messages of returning cards from graveyards, divided damage and attaching/equipping (400.7, 601.2d,
608.2b, 701.3, 702.6, 704.5n): the card text of those effect kinds and the steps of rulings.

Translations: judge/locale/{de,nl}/LC_MESSAGES/objects.po. Conventions: judge/explain/messages.py and,
for the noun phrases, judge/explain/catalog/card_text.py.
"""

from __future__ import annotations

from judge.explain.catalog import N_, NP_
from judge.explain.i18n import contextual as C_

FORMS = ("subject", "object", "dative")
# A card in a graveyard as a target: any card, or a card of one type ("target creature card").
GRAVEYARD_CARD_NOUNS = {"card_in_graveyard": "card", "Creature": "creature card", "Artifact": "artifact card",
                        "Enchantment": "enchantment card", "Land": "land card", "Instant": "instant card",
                        "Sorcery": "sorcery card"}


def _noun_phrases() -> dict[str, str]:
    out: dict[str, str] = {}
    for form in FORMS:
        for noun, words in GRAVEYARD_CARD_NOUNS.items():
            key = noun if noun == "card_in_graveyard" else f"{noun.lower()}_card"
            out[f"card:np:target:{key}:{form}"] = C_(f"noun phrase, {form}", f"target {{adj}} {{sub}} {words} {{post}}")
        out[f"card:np:that:card_in_graveyard:{form}"] = C_(f"noun phrase, {form}", "that card")
        out[f"card:np:another_target:card_in_graveyard:{form}"] = C_(
            f"noun phrase, {form}", "another target {adj} {sub} card {post}")
    return out


MESSAGES: dict[str, str] = {
    **_noun_phrases(),
    "card:enchant:card_in_graveyard": C_("keyword", "Enchant card in a graveyard"),
    "noun:card_in_graveyard": C_("target", "card in a graveyard"),
    "card:post:from_graveyard:any": C_("after a noun", "from a graveyard"),
    "card:post:from_graveyard:you": C_("after a noun", "from your graveyard"),
    "card:post:from_graveyard:opponent": C_("after a noun", "from an opponent's graveyard"),
    # --- card text: returning from a graveyard (by whose graveyard, where to, under whose control) --------
    "card:do:return_from_graveyard:hand:you": N_("Return {what} from your graveyard to your hand."),
    "card:do:return_from_graveyard:hand:opponent": N_("Return {what} from an opponent's graveyard to its owner's hand."),
    "card:do:return_from_graveyard:hand:any": N_("Return {what} from a graveyard to its owner's hand."),
    "card:do:return_from_graveyard:battlefield:you": N_("Return {what} from your graveyard to the battlefield."),
    "card:do:return_from_graveyard:battlefield:you:tapped": N_(
        "Return {what} from your graveyard to the battlefield tapped."),
    "card:do:return_from_graveyard:battlefield:opponent": N_(
        "Put {what} from an opponent's graveyard onto the battlefield under your control."),
    "card:do:return_from_graveyard:battlefield:opponent:tapped": N_(
        "Put {what} from an opponent's graveyard onto the battlefield tapped under your control."),
    "card:do:return_from_graveyard:battlefield:any": N_(
        "Put {what} from a graveyard onto the battlefield under your control."),
    "card:do:return_from_graveyard:battlefield:any:tapped": N_(
        "Put {what} from a graveyard onto the battlefield tapped under your control."),
    "card:do:return_from_graveyard:battlefield:opponent:owner": N_(
        "Return {what} from an opponent's graveyard to the battlefield under its owner's control."),
    "card:do:return_from_graveyard:battlefield:opponent:owner:tapped": N_(
        "Return {what} from an opponent's graveyard to the battlefield tapped under its owner's control."),
    "card:do:return_from_graveyard:battlefield:any:owner": N_(
        "Return {what} from a graveyard to the battlefield under its owner's control."),
    "card:do:return_from_graveyard:battlefield:any:owner:tapped": N_(
        "Return {what} from a graveyard to the battlefield tapped under its owner's control."),
    # --- card text: divided damage (by the targets' noun and how many there may be) ----------------------
    "card:do:deal_damage_divided": N_("{source} deals {amount} damage divided as you choose among its targets."),
    "card:do:deal_damage_divided:any:2": N_(
        "{source} deals {amount} damage divided as you choose among one or two targets."),
    "card:do:deal_damage_divided:any:3": N_(
        "{source} deals {amount} damage divided as you choose among one, two or three targets."),
    "card:do:deal_damage_divided:any:n": N_(
        "{source} deals {amount} damage divided as you choose among up to {count} targets."),
    "card:do:deal_damage_divided:creature:2": N_(
        "{source} deals {amount} damage divided as you choose among one or two target creatures."),
    "card:do:deal_damage_divided:creature:3": N_(
        "{source} deals {amount} damage divided as you choose among one, two or three target creatures."),
    "card:do:deal_damage_divided:creature:n": N_(
        "{source} deals {amount} damage divided as you choose among up to {count} target creatures."),
    # --- card text: attaching -----------------------------------------------------------------------------
    "card:do:attach": N_("Attach {what} to {to}."),
    # --- rulings: divided damage (601.2d, 608.2b) -------------------------------------------------------
    "damage_divided:given": N_("As {card} went on the stack, {player} announced how its damage is divided "
                               "(each target gets at least 1): {shares}."),
    "damage_divided:single": N_("{card} has a single target, so all of its damage goes to it: {shares}."),
    "damage_divided:default": N_("The scenario doesn't say how {player} divided the damage of {card}; it is "
                                 "taken as evenly as possible (each target gets at least 1): {shares}."),
    "damage_divided:default_now": N_("The scenario doesn't say how {player} divided the damage of {card}; it is "
                                     "taken as evenly as possible (each target gets at least 1): {shares}."),
    "choice:damage_division": N_("{chooser} chooses how the damage of {subject} is divided among its targets: {taken}."),
    "divided_share_lost": NP_(
        "{target} is no longer a legal target, so the {amount} damage announced for it isn't dealt; the other "
        "targets still get only their own shares.",
        "{target} is no longer a legal target, so the {amount} damage announced for it isn't dealt; the other "
        "targets still get only their own shares.", "amount"),
    # --- rulings: returning from a graveyard (400.7, 110.2a) --------------------------------------------
    "left_graveyard": N_("{card} leaves {owner}'s graveyard ({by}), but a replacement effect sends it elsewhere."),
    "left_graveyard:hand": N_("{card} returns from {owner}'s graveyard to {owner}'s hand ({by})."),
    "left_graveyard:exile": N_("{card} is exiled from {owner}'s graveyard ({by})."),
    "left_graveyard:battlefield": N_("{card} is put onto the battlefield from {owner}'s graveyard under {player}'s "
                                     "control ({by}); there it is a new object."),
    "aura_stays:nothing": N_("{card} would enter the battlefield, but there is nothing it could enchant, so it "
                             "stays where it is."),
    "aura_stays:player": N_("{card} enchants a player; an Aura put onto the battlefield attached to a player is not "
                            "modelled yet, so this ruling leaves it where it is."),
    "choice:aura_host": N_("{chooser} chooses what {subject} enchants as it enters the battlefield: {taken}."),
    # --- rulings: attaching (701.3, 702.6, 301.5c, 702.16d) -------------------------------------------
    "attached": N_("{card} becomes attached to {host} ({by}); moved to another object, it gets a new timestamp."),
    "attached:own_ability": N_("{card} becomes attached to {host}; moved to another object, it gets a new timestamp."),
    "attach_nothing": N_("{card} can't be attached to {host}, so it doesn't move."),
    "attach_nothing:already": N_("{card} is already attached to {host}, so attaching it there again does nothing."),
    "attach_nothing:protection": N_("{host} has protection from a quality of {card}, so {card} can't equip it "
                                    "and doesn't move."),
    "attach_nothing:not_creature": N_("{host} is not a creature, so {card} can't be attached to it and doesn't move."),
    "attach_nothing:itself": N_("An Equipment can't equip itself: {card} doesn't move."),
    "attach_nothing:equipment_creature": N_("{card} is a creature itself, and an Equipment that is a creature "
                                            "can't equip a creature: it doesn't move."),
    "attach_nothing:not_equipment": N_("{card} is no longer an Equipment, so it can't equip {host} and doesn't move."),
    "equipment_unattached:protection": N_("State-based action: {host} has protection from a quality of {card}, so "
                                          "{card} becomes unattached and stays on the battlefield."),
    "equipment_unattached:not_creature": N_("State-based action: {host} is no longer a creature, so {card} becomes "
                                            "unattached and stays on the battlefield."),
    "equipment_unattached:equipment_creature": N_("State-based action: {card} is a creature itself and can't equip a "
                                                  "creature, so it becomes unattached and stays on the battlefield."),
    "equipment_unattached:not_equipment": N_("State-based action: {card} is no longer an Equipment, so it becomes "
                                             "unattached and stays on the battlefield."),
    "illegal:illegal_target:not_your_graveyard": N_(
        "{card} can't target {target}: it may target only a card in its controller's own graveyard, and {target} "
        "is in another player's graveyard."),
    "illegal:illegal_target:not_opponents_graveyard": N_(
        "{card} can't target {target}: it may target only a card in an opponent's graveyard, and {target} is in "
        "its controller's own graveyard."),
    "illegal:illegal_target:not_yours": N_("{card} can't target {target}: it may target only a permanent its "
                                           "controller controls, and {target} is controlled by another player."),
}
