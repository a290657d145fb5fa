"""``python -m minesweeper_app.practice``: practice puzzles for tools and tests (see __main__)."""
