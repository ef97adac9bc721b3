"""The multilingual glossary: term data (terms.py), folding (folding.py), the in-memory
fast path (fastpath.py), rule references (rulerefs.py), the full text (fulltext.py) and spelling
(spelling.py) built into one stored index (index.py), and the search that combines them (search.py)."""
