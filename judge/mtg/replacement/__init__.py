"""Replacement and prevention effects (614, 615) and how they interact (616).

The engine routes every event such effects can modify through judge/mtg/replaceable.py
(zone changes, entering the battlefield, damage, counters, tokens, life gain and
destruction), which imports the modules here only when something could apply. Each
gathers the applicable effects (from static abilities of permanents and from shields
of resolved spells and abilities), lets the affected player order them (order.py: 616.1, with the table of
every distinct outcome from enumeration.py) and returns the modified event.

    module           rules
    damage.py        614.1a, 614.15, 615, 702.16e   damage doubled, +N, prevented; can't be prevented
    simultaneous.py  615.7                          which of several sources' damage a shield takes first
    zones.py         614.1a, 614.1c-d, 614.12       exile instead; enters tapped / with counters
    counters.py      614.16                         counters and tokens
    life.py          614.1a, 614.17, 119.7          life gain; "can't gain life"
    regeneration.py  701.19, 614.8                  regeneration shields; "can't be regenerated"
    shields.py       614.3, 615.3, 615.7            effects left by resolved spells and abilities
    handlers.py      608.2c                         what those spells and abilities do on resolution
"""
