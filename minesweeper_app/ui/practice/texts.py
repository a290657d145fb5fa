"""The practice window's sentences, each translatable whole (``practice.py`` shows them)."""

from __future__ import annotations

from minesweeper_app.game.wording import remade
from minesweeper_app.i18n import join_list, translate


def chart_tip(count: int) -> str:
    if not count:
        return translate("Practice", "Your rating will show here after your first puzzle.")
    return translate("Practice", "Your rating after each of %n rated puzzle(s)", None, count)


@remade
def looking(yours: bool) -> str:
    if yours:
        return translate("Practice", "Looking through your recent games for moves to practise…")
    return translate("Practice", "Looking for a puzzle near your rating…")


@remade
def no_personal() -> str:
    return translate(
        "Practice",
        "No puzzles from your own games yet: positions where you lost, flagged wrongly, guessed "
        "past a forced move or asked for a hint show up here.",
    )


@remade
def from_game(when: str, move: int, reason: str) -> str:
    text = translate("Practice", "From your game of {date}, before move {move}: {reason}.")
    return text.format(date=when, move=move, reason=reason)


@remade
def not_found(exc: object) -> str:
    return translate("Practice", "No puzzle could be found: {reason}").format(reason=exc)


def intro(technique: str | None, rating: int) -> str:
    if technique is None:
        text = translate("Practice", "A puzzle, rated {rating}.")
    else:
        text = translate("Practice", "A puzzle for {technique}, rated {rating}.")
    return text.format(technique=technique, rating=rating)


def prompt(intro: str, mines: int, flags: int) -> str:
    if flags:
        text = translate(
            "Practice",
            "{intro} %n mine(s), {flags} of them flagged (every flag is right). Find a cell this "
            "position proves: click or press Space to open a safe cell, right-click or press F to "
            "flag a mine.",
            None,
            mines,
        )
    else:
        text = translate(
            "Practice",
            "{intro} %n mine(s). Find a cell this position proves: click or press Space to open "
            "a safe cell, right-click or press F to flag a mine.",
            None,
            mines,
        )
    return text.format(intro=intro, flags=flags)


def technique_note(technique: str, motifs: list[str] | tuple[str, ...]) -> str:
    text = translate("Practice", "Technique: {technique}.").format(technique=technique)
    if motifs:
        patterns = translate("Practice", "Patterns: {patterns}.")
        text += " " + patterns.format(patterns=join_list(motifs))
    return text


@remade
def try_again() -> str:
    return translate("Practice", "Try again (not rated).")


def lesson_title(index: int, count: int, title: str) -> str:
    text = translate("Practice", "Lesson {number} of {count}: {title}.")
    return text.format(number=index + 1, count=count, title=title)


def rating(value: float, deviation: float) -> str:
    text = translate("Practice", "Your rating: {rating} ± {deviation}")
    return text.format(rating=round(value), deviation=round(deviation))


def not_rated() -> str:
    return translate("Practice", "(not rated: tried before)")


def accuracy(parts: list[str]) -> str:
    if not parts:
        return translate("Practice", "No puzzles answered yet.")
    text = translate("Practice", "Right the first time: {list}")
    return text.format(list=join_list(parts))


def welcome() -> tuple[str, str, str, str]:
    """Title, text and the two buttons of the first-start offer of the lessons."""
    return (
        translate("Practice", "Welcome"),
        translate(
            "Practice",
            "New to Minesweeper, or to solving it without guessing? A short tutorial shows the "
            "rules and then one technique at a time, on small boards. You can open it later "
            "from Help > Lessons.",
        ),
        translate("Practice", "Show me the lessons"),
        translate("Practice", "Not now"),
    )
