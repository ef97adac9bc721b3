"""judge: step-by-step, cited rulings for Magic: The Gathering and Yu-Gi-Oh!, and a
multilingual glossary of their rulebook terms.

Layers (see docs/architecture.md): scenario loader -> game state -> engine ->
language-neutral events -> renderers. The engine never formats a sentence.
"""

__version__ = "0.1.0"
