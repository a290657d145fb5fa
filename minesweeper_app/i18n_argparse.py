"""argparse's own words (usage, "the following arguments are required", ...) in our catalogues.

argparse asks ``gettext`` for every sentence it prints; ``route_argparse`` points it at
``translate`` instead, so ``--help`` and a usage error speak the player's language like the
rest of the command line. The sentences are marked here for extraction, as argparse words
them (Python 3.11 to 3.13); one a newer argparse words differently stays English.
"""

from __future__ import annotations

import argparse

from minesweeper_app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "argparse"

WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
)
"""What a player can meet of argparse's words (its errors about how a parser is built are
for us, not players, and stay English)."""


def argparse_text(text: str) -> str:
    """``text`` (an argparse sentence) in the chosen language; its line ends are kept."""
    core = text.rstrip("\n")
    return translate(CONTEXT, core) + text[len(core) :]


def argparse_plural(singular: str, plural: str, n: int) -> str:
    return argparse_text(singular if n == 1 else plural)


def route_argparse() -> None:
    """Make argparse ask ``translate`` for its words (it looks up ``_`` and ``ngettext``)."""
    namespace = vars(argparse)
    namespace["_"] = argparse_text
    namespace["ngettext"] = argparse_plural
