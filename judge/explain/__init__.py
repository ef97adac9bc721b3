"""Renderers: language-neutral rulings to text (en/de/nl), the JSON contract and Markdown."""
