"""The manual page ``minesweeper.6``, written from the argument parser so it never goes stale.

``--install-desktop`` and the .deb install it; the tests check it with ``groff -man -Tutf8 -ww`` and
``man -l``. No date in the header, so the same version always gives the same file.
"""

from __future__ import annotations

import argparse
import re

from minesweeper_app.game.datadir import APP_FOLDER, DATA_DIR_ENV

SUMMARY = "Minesweeper whose boards never force a guess, with hints that teach"
FILES = (
    f"Settings (settings.ini) and statistics (stats.sqlite3) live in "
    f"$XDG_DATA_HOME/{APP_FOLDER} (by default ~/.local/share/{APP_FOLDER}); the log "
    "minesweeper.log (problems the window reported, in more detail) is written next to them."
)
ENVIRONMENT = (
    (DATA_DIR_ENV, "the folder for settings and statistics, when --data-dir is not given"),
    ("QT_QPA_PLATFORM", "Qt's platform: xcb (X11), wayland, or offscreen for scripted runs"),
    ("XDG_DATA_HOME", "where the data folder and --install-desktop's files go"),
)
EXIT_STATUS = (
    ("0", "the game was closed, or a scripted run succeeded"),
    ("1", "a scripted run failed, or Qt or a system library it needs could not load"),
    ("2", "a usage error, or no display to open a window on"),
)


def _text(text: str) -> str:
    """Plain text as roff: backslashes, option dashes and non-ASCII letters escaped (``\\[u00E7]``,
    which groff and mandoc read whatever the input encoding), no line read as a request."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"[^\x00-\x7f]", lambda m: f"\\[u{ord(m.group(0)):04X}]", text)
    text = re.sub(r"(?<![\w-])--?(?=[\w$])", lambda m: m.group(0).replace("-", "\\-"), text)
    return "\n".join("\\&" + line if line[:1] in ".'" else line for line in text.splitlines())


def _dashes(option: str) -> str:
    return option.replace("-", "\\-")


def _option(action: argparse.Action) -> str:
    """``\\fB\\-\\-level\\fR \\fILEVEL\\fR`` for the option's first line."""
    metavar = action.metavar if isinstance(action.metavar, str) else None
    if metavar is None and action.nargs != 0:
        metavar = action.dest.upper()
    names = ", ".join(f"\\fB{_dashes(name)}\\fR" for name in action.option_strings)
    return f"{names} \\fI{metavar}\\fR" if metavar else names


def _synopsis(parser: argparse.ArgumentParser) -> str:
    items = []
    for action in parser._actions:
        if action.option_strings:
            first = _dashes(action.option_strings[-1])
            metavar = action.metavar if isinstance(action.metavar, str) else None
            items.append(f"[\\fB{first}\\fR" + (f" \\fI{metavar}\\fR]" if metavar else "]"))
    return f".B {parser.prog}\n" + "\n".join(items)


def render(parser: argparse.ArgumentParser, version: str) -> str:
    """The page in the man(7) macros, one section per argument group."""
    prog = parser.prog
    description = " ".join((parser.description or "").split())
    name, _, rest = description.partition(": ")
    out = [
        f'.TH {prog.upper()} 6 "" "{name} {version}" "Games"',
        ".nh",
        ".SH NAME",
        f"{prog} \\- {_text(SUMMARY)}",
        ".SH SYNOPSIS",
        _synopsis(parser),
        ".SH DESCRIPTION",
        _text(rest[:1].upper() + rest[1:] if rest else description),
        ".SH OPTIONS",
    ]
    for group in parser._action_groups:
        actions = [a for a in group._group_actions if a.option_strings]
        if not actions:
            continue
        if group.title and group.title != "options":
            out.append(f'.SS "{_text(group.title[:1].upper() + group.title[1:])}"')
        if group.description:
            out.append(_text(group.description))
        for action in actions:
            text = (action.help or "") % {"prog": prog, "default": action.default}
            out += [".TP", _option(action), _text(text[:1].upper() + text[1:] + ".")]
    out += [".SH FILES", _text(FILES), ".SH ENVIRONMENT"]
    for variable, meaning in ENVIRONMENT:
        out += [".TP", f".B {variable}", _text(meaning[:1].upper() + meaning[1:] + ".")]
    out.append('.SH "EXIT STATUS"')
    for code, meaning in EXIT_STATUS:
        out += [".TP", f".B {code}", _text(meaning[:1].upper() + meaning[1:] + ".")]
    return "\n".join(out) + "\n"
