"""Hypothesis profiles for the fuzz tests.

`ci` (default): a bounded, derandomized run that is part of the test suite.
`long`: the documented longer run (docs/reliability.md):
    HYPOTHESIS_PROFILE=long python -m pytest tests/fuzz -q
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("long", max_examples=5000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
