"""The on/off options of the Options menu, each bound to its setting and its effect.

One typed row per option instead of attribute names looked up at run time, so a renamed
setting is a type error, not a silently dead menu entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from minesweeper_app.game.flow.controller import GameController
from minesweeper_app.i18n import QT_TRANSLATE_NOOP
from minesweeper_app.ui.settings import Options
from minesweeper_app.ui.speech import Verbosity


@dataclass(frozen=True)
class ToggleOption:
    """A checkable menu entry: its title, how it reads and writes ``Options``, its effect."""

    key: str
    title: str
    read: Callable[[Options], bool]
    write: Callable[[Options, bool], None]
    apply: Callable[[GameController, bool], None]


def _write_question_marks(options: Options, on: bool) -> None:
    options.question_marks = on


def _apply_question_marks(controller: GameController, on: bool) -> None:
    controller.question_marks = on


def _write_no_flag_hints(options: Options, on: bool) -> None:
    options.no_flag_hints = on


def _apply_no_flag_hints(controller: GameController, on: bool) -> None:
    controller.set_no_flag_hints(on)


def _write_auto_open(options: Options, on: bool) -> None:
    options.auto_open = on


def _apply_auto_open(controller: GameController, on: bool) -> None:
    controller.auto_open = on
    if on:
        controller.apply_auto_open()


def _write_standard(options: Options, on: bool) -> None:
    options.standard = on


def _apply_standard(controller: GameController, on: bool) -> None:
    controller.set_standard(on)


def _write_brief(options: Options, on: bool) -> None:
    options.verbosity = Verbosity.BRIEF if on else Verbosity.FULL


def _nothing_to_apply(_controller: GameController, _on: bool) -> None:
    """The speaker reads the option each time it speaks."""


TOGGLES: tuple[ToggleOption, ...] = (
    ToggleOption(
        "question_marks",
        QT_TRANSLATE_NOOP("Menus", "&Question marks"),
        lambda o: o.question_marks,
        _write_question_marks,
        _apply_question_marks,
    ),
    ToggleOption(
        "no_flag_hints",
        QT_TRANSLATE_NOOP("Menus", "Hints without &flags"),
        lambda o: o.no_flag_hints,
        _write_no_flag_hints,
        _apply_no_flag_hints,
    ),
    ToggleOption(
        "auto_open",
        QT_TRANSLATE_NOOP("Menus", "&Auto-open trivially safe cells"),
        lambda o: o.auto_open,
        _write_auto_open,
        _apply_auto_open,
    ),
    ToggleOption(
        "standard",
        QT_TRANSLATE_NOOP("Menus", "&Standard rules (competition: no help of any kind)"),
        lambda o: o.standard,
        _write_standard,
        _apply_standard,
    ),
    ToggleOption(
        "brief_announcements",
        QT_TRANSLATE_NOOP("Menus", "Brief anno&uncements (screen readers)"),
        lambda o: o.verbosity is Verbosity.BRIEF,
        _write_brief,
        _nothing_to_apply,
    ),
)
"""In menu order."""


def apply_all(options: Options, controller: GameController) -> None:
    """At start: the controller follows every remembered option (without side effects)."""
    controller.question_marks = options.question_marks
    controller.set_no_flag_hints(options.no_flag_hints)
    controller.auto_open = options.auto_open
    controller.set_standard(options.standard)
