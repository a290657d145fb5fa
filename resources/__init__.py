"""Installed as ``minesweeper_app.assets``: the game's data files, for importlib.resources.

See minesweeper_app/resources.py; this file only makes the folder a regular package so that an
editable install, a wheel and the PyInstaller bundle all import it the same way.
"""
