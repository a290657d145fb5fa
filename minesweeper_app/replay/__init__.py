"""``python -m minesweeper_app.replay``: replay files from the command line (see __main__)."""
