"""Card libraries as data: YAML files inside the package, one list of cards per file."""
