"""The longer statistics notices: whole sentences per case, so every language can word them."""

from __future__ import annotations

from pathlib import Path

from minesweeper_app.i18n import translate


def start_fault(newer: bool, copied: bool, cause: str, journal: Path | None) -> str:
    """A fault at start: what is shown and where new results go until it is cured."""
    if newer and journal is not None:
        if copied:
            text = translate(
                "Statistics",
                "These statistics were written by a newer version of the game, so this "
                "version shows them but never changes them. Your history is shown; new "
                "results are kept beside them in {file} ({folder}) until a newer version "
                "adds them.",
            )
        else:
            text = translate(
                "Statistics",
                "These statistics were written by a newer version of the game, so this "
                "version never changes them. Your history cannot be shown; new results "
                "are kept beside them in {file} ({folder}) until a newer version adds them.",
            )
        return text.format(file=journal.name, folder=journal.parent)
    if copied:
        text = translate(
            "Statistics",
            "The statistics cannot be saved right now: {cause}. Your history is shown; "
            "new results are kept and saved when the file can be written again.",
        )
    else:
        text = translate(
            "Statistics",
            "The statistics cannot be saved right now: {cause}. Your history cannot be "
            "shown until then; new results are kept and saved when the file can be "
            "written again.",
        )
    return text.format(cause=cause)


def kept(newer: bool, count: int, cause: str, journal: Path) -> str:
    """At close: ``count`` results are in the journal and will be added later."""
    if newer:
        text = translate(
            "Statistics",
            "%n finished game(s) could not be added to the statistics: {cause}. "
            "(It is|They are) kept in {file} in {folder} and added when a newer version "
            "of the game starts.",
            None,
            count,
        )
    else:
        text = translate(
            "Statistics",
            "%n finished game(s) could not be added to the statistics: {cause}. "
            "(It is|They are) kept in {file} in {folder} and added the next time the game "
            "starts.",
            None,
            count,
        )
    return text.format(cause=cause, file=journal.name, folder=journal.parent)


def lost(count: int, cause: str, why: str, folder: Path) -> str:
    """At close: the journal could not be written either, so ``count`` results would be lost."""
    if why == cause:
        text = translate(
            "Statistics",
            "%n finished game(s) could not be saved in {folder}: {cause}. Free some space "
            "or make the folder writable before closing, or (it is|they are) lost.",
            None,
            count,
        )
    else:
        text = translate(
            "Statistics",
            "%n finished game(s) could not be saved in {folder}: {cause}, and the folder "
            "cannot be written ({why}). Free some space or make the folder writable before "
            "closing, or (it is|they are) lost.",
            None,
            count,
        )
    return text.format(folder=folder, cause=cause, why=why)


def refused(by_sqlite: bool) -> str:
    """A result with impossible values (from a damaged kept game or journal) is left out;
    the others are saved as usual."""
    if by_sqlite:
        return translate(
            "Statistics",
            "One result could not be saved because the statistics file cannot hold its "
            "values; it was left out (the details are in minesweeper.log), and the other "
            "results are saved as usual.",
        )
    return translate(
        "Statistics",
        "One result holds impossible values (a time, a count or a level that cannot be), "
        "so it was not saved (the details are in minesweeper.log); the other results are "
        "saved as usual.",
    )


def impossible_rows(count: int, path: Path | None) -> str:
    """Rows of the statistics file that cannot be games are left in it but not shown."""
    text = translate(
        "Statistics",
        "%n game(s) in the statistics file {file} hold(s) impossible values (a time, a "
        "count or a level that cannot be); (it is|they are) left in the file but not shown "
        "or counted.",
        None,
        count,
    )
    return text.format(file=path)


def journal_unreadable(journal: Path) -> str:
    return translate(
        "Statistics",
        "Results kept from an earlier session could not be read; the file {file} "
        "in {folder} was left as it is.",
    ).format(file=journal.name, folder=journal.parent)


def not_saved_yet(cause: str) -> str:
    return translate(
        "Statistics",
        "The result could not be saved yet: {cause}. It is kept and saved with the "
        "next result, in a moment, or when the game closes.",
    ).format(cause=cause)
