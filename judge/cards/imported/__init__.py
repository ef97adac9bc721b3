"""Card databases a player imports (judge cards import): reading, compiling, storing."""
