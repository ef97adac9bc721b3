"""The Magic: The Gathering rules engine: pure Python, no I/O, no language.

One module per rules concept: stack (priority and resolution), sba (state-based
actions), triggers, characteristics (continuous effects and layers), damage,
zones, targets, effects (what spells and abilities do). `engine.rule()` runs a
loaded scenario and returns a Ruling of language-neutral events.
"""
