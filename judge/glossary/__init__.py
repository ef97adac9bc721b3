"""The multilingual glossary: term data (terms.py), folding (folding.py), the in-memory
fast path (fastpath.py), the whoosh index (index.py) and the search that combines them
(search.py)."""
