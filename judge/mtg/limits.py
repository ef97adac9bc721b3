"""How a ruling stops when the game would not end by itself: a leaf module, so that the stack, the
priority loop and the replacement effects that create objects can raise these without importing
each other."""


class LoopDetected(Exception):
    """The stack kept growing through triggers; reported as a loop, never a hang."""


class SimulationLimit(LoopDetected):
    """More objects than the judge creates one by one; not a loop: the ruling stops where it is.

    A subclass so that forecasts of a decision's options treat it like a loop (a dead end).
    """
