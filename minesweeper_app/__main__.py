"""Entry point: ``python -m minesweeper_app`` or the ``minesweeper`` script.

Everything here runs before Qt is imported, so ``--help``, ``--version`` and the desktop
entry commands work without a display, and a missing display gets one clear line.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from minesweeper_app import __version__, i18n
from minesweeper_app.game.datadir import DATA_DIR_ENV, standard_data_dir
from minesweeper_app.i18n import language_list, normalize_language, translate
from minesweeper_app.i18n_argparse import route_argparse
from minesweeper_app.system_libraries import install_advice

EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    """The command line, worded in the chosen language (argparse's own words too)."""
    route_argparse()
    parser = argparse.ArgumentParser(
        prog="minesweeper",
        description=translate(
            "CommandLine",
            "No-guess Minesweeper: every board is created on your first click so that it\n"
            "can be won by reasoning alone; Hint explains why a cell is safe.",
        ),
        epilog=data_dir_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "-V",
        "--version",
        action="version",
        version=f"{translate('Window', 'No-guess Minesweeper')} {__version__}",
        help=translate("CommandLine", "show the version and exit"),
    )
    play = parser.add_argument_group(translate("CommandLine", "playing"))
    play.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help=translate(
            "CommandLine", "seed for reproducible boards: the same seed gives the same boards"
        ),
    )
    play.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help=translate(
            "CommandLine", "folder for settings and statistics (overrides {variable})"
        ).format(variable=DATA_DIR_ENV),
    )
    play.add_argument(
        "--level",
        type=_level,
        metavar="LEVEL",
        help=translate(
            "CommandLine",
            "start at beginner, intermediate, expert or WxH/M (W columns, H rows, "
            "M mines), e.g. 30x16/99",
        ),
    )
    play.add_argument(
        "--language",
        type=_language,
        metavar="CODE",
        help=translate(
            "CommandLine", "speak this language instead of the system's: {languages}"
        ).format(languages=language_list()),
    )
    play.add_argument(
        "--board",
        type=_board_id,
        metavar="ID",
        help=translate(
            "CommandLine", "play the board of an id (Game > Copy board id in the window)"
        ),
    )
    play.add_argument(
        "--standard",
        action="store_true",
        help=translate(
            "CommandLine",
            "play to the Standard rules for competition (remembered, as Options > Standard "
            "rules): no hint, flag check, analysis, undo, retry, question marks or auto-open",
        ),
    )
    play.add_argument(
        "replay",
        nargs="?",
        type=_replay_file,
        metavar="FILE",
        help=translate(
            "CommandLine", "open a replay (.avf, .evf, .mvf or .rmv) in the replay player"
        ),
    )
    desktop = parser.add_argument_group(
        translate("CommandLine", "desktop menu entry (Linux, for pip and pipx installs)")
    )
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help=translate(
            "CommandLine",
            "add a menu entry, icons, AppStream metainfo and this manual page under "
            "$XDG_DATA_HOME (~/.local/share), then exit",
        ),
    )
    desktop.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help=translate("CommandLine", "remove what --install-desktop added, then exit"),
    )
    scripted = parser.add_argument_group(
        translate(
            "CommandLine",
            "scripted runs (for CI; QT_QPA_PLATFORM=offscreen runs them without a display)",
        )
    )
    scripted.add_argument(
        "--self-test",
        action="store_true",
        help=translate(
            "CommandLine",
            "play one seeded Expert game to a win with hints, exit 0 if it worked "
            "(in a temporary folder unless --data-dir or {variable} names one)",
        ).format(variable=DATA_DIR_ENV),
    )
    scripted.add_argument(
        "--screenshot",
        type=Path,
        metavar="DIR",
        help=translate("CommandLine", "write screenshots of typical game states into DIR and exit"),
    )
    return parser


def _values_may_start_with_minus(argv: list[str]) -> list[str]:
    """``--level -3x4/1`` reaches the level check (argparse would take it for an option)."""
    out: list[str] = []
    for arg in argv:
        if out and out[-1] in ("--level", "--seed") and arg.startswith("-") and arg != "--":
            out[-1] = f"{out[-1]}={arg}"
        else:
            out.append(arg)
    return out


def _level(text: str) -> Any:
    """A level from the command line; a bad one is a usage error with the reason."""
    from minesweeper_app.game import parse_level

    try:
        return parse_level(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _replay_file(text: str) -> Path:
    """A replay named on the command line (its contents are checked when it opens)."""
    from minesweeper_app.game.replays import REPLAY_SUFFIXES

    path = Path(text)
    if path.suffix.lower() not in REPLAY_SUFFIXES:
        message = translate("CommandLine", "{file} is not a replay file ({types})")
        raise argparse.ArgumentTypeError(
            message.format(file=repr(text), types=", ".join(REPLAY_SUFFIXES))
        )
    return path


def _language(text: str) -> str:
    """A shipped language code; an unknown one is a usage error listing the choices."""
    code = normalize_language(text)
    if code is None:
        message = translate("CommandLine", "unknown language {code}; available: {languages}")
        raise argparse.ArgumentTypeError(message.format(code=repr(text), languages=language_list()))
    return code


def _board_id(text: str) -> str:
    """A board id from the command line, checked before any window opens."""
    from minesweeper_app.engine import decode_board_id
    from minesweeper_app.game.wording.problems import problem_text

    try:
        decode_board_id(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(problem_text(exc)) from None
    return text


def data_dir_help() -> str:
    """Where settings and statistics live, for the end of ``--help``."""
    lines = [
        translate(
            "CommandLine",
            "Settings (settings.ini) and statistics (stats.sqlite3) live in one folder:",
        ),
        f"  {standard_data_dir()}",
        translate(
            "CommandLine",
            "--data-dir DIR, or else the environment variable {variable}, chooses another.",
        ).format(variable=DATA_DIR_ENV),
    ]
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        lines.append(
            translate("CommandLine", "{variable} is set: {folder}").format(
                variable=DATA_DIR_ENV, folder=override
            )
        )
    return "\n".join(lines)


def display_problem(environ: Mapping[str, str], platform: str) -> str | None:
    """Why Qt could not open a window here, or None; Qt itself would abort with a core dump."""
    if platform in ("win32", "darwin"):
        return None
    requested = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    has_x11 = bool(environ.get("DISPLAY"))
    has_wayland = bool(environ.get("WAYLAND_DISPLAY"))
    if requested == "" and not (has_x11 or has_wayland):
        missing = translate("CommandLine", "neither DISPLAY nor WAYLAND_DISPLAY is set")
    elif requested == "xcb" and not has_x11:
        missing = translate("CommandLine", "QT_QPA_PLATFORM=xcb but DISPLAY is not set")
    elif requested.startswith("wayland") and not has_wayland:
        missing = translate(
            "CommandLine", "QT_QPA_PLATFORM={platform} but WAYLAND_DISPLAY is not set"
        ).format(platform=requested)
    else:
        return None
    return translate(
        "CommandLine",
        "no display to open a window on ({missing}); start it from a desktop session, "
        "or set QT_QPA_PLATFORM=offscreen for --self-test and --screenshot",
    ).format(missing=missing)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, then start the window (Qt is imported only from here on)."""
    if os.environ.get("MINESWEEPER_REPLAY_CHILD") == "1":
        # The bundle's replay reader (game/replays/files.py starts it; no ``python -m`` there).
        from minesweeper_app.game.replays import child

        return child.main((sys.argv if argv is None else argv)[1:])
    words = (sys.argv if argv is None else argv)[1:]
    _speak_before_parsing(words)
    args = build_parser().parse_args(_values_may_start_with_minus(words))
    if args.install_desktop or args.uninstall_desktop:
        from minesweeper_app import desktop, manpage

        i18n.install(None)  # the manual page is English, whatever the player's language
        manual = manpage.render(build_parser(), __version__)
        return desktop.main(install=args.install_desktop, manual=manual)
    problem = display_problem(os.environ, sys.platform)
    if problem is not None:
        print(f"minesweeper: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        from minesweeper_app.ui.app import run
    except ImportError as exc:
        print(qt_missing_message(exc), file=sys.stderr)
        return 1
    return run(args)


def _speak_before_parsing(argv: list[str]) -> None:
    """The command line (``--help``, argparse's words, our messages) in the language of
    ``--language`` (or ``--lang``, as argparse takes abbreviations) when it names one, else
    the system's. The catalogue is loaded (with QtCore) at the first sentence, and only for
    a language other than English: an English ``--help`` or ``--version`` never imports Qt,
    and without a loadable Qt the command line stays English."""
    choice = None
    for i, arg in enumerate(argv):
        name, eq, value = arg.partition("=")
        if len(name) >= 4 and "--language".startswith(name):
            choice = value if eq else (argv[i + 1] if i + 1 < len(argv) else None)
    if _plainly_english(choice, os.environ):
        return
    loaded: list[i18n.Translator] = []

    def early(context: str, text: str, disambiguation: str | None, n: int) -> str:
        if not loaded:
            try:
                from minesweeper_app.ui.language import command_line_translator

                loaded.append(command_line_translator(choice))
            except ImportError:
                loaded.append(lambda context, text, disambiguation, n: text)
        return loaded[0](context, text, disambiguation, n)

    i18n.install(early)


def _plainly_english(choice: str | None, environ: Mapping[str, str]) -> bool:
    """Whether the command line is English without asking Qt: ``--language en``, or no
    usable ``--language`` and a POSIX locale that says English or C, or none at all (POSIX's
    default is C, as in a minimal system's login shell); an unknown locale is left to Qt's
    reading of the system."""
    if choice is not None and normalize_language(choice) is not None:
        return normalize_language(choice) == "en"
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "").split(":")[0].split(".")[0]
        if value:
            return value in ("C", "POSIX") or normalize_language(value) == "en"
    return True


def qt_missing_message(exc: ImportError) -> str:
    """One paragraph for a Qt that cannot load: what is missing and what installs it."""
    text = str(exc)
    match = re.search(r"(lib[\w.+-]+\.so[\w.]*)", text)
    what = f"the system library {match.group(1)}" if match else f"a part of Qt ({text})"
    advice = install_advice(match.group(1) if match else None)
    return f"minesweeper: Qt cannot start because {what} is missing. {advice}"


if __name__ == "__main__":
    sys.exit(main())
