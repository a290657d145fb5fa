"""The exact review of any replay, also of boards that were not created no-guess."""

from __future__ import annotations

from collections.abc import Callable

from minesweeper_app.game.replays.files import ReplayFile, ReplayFileError
from minesweeper_app.game.review import GameReview, ReplayError, review_game
from minesweeper_app.i18n import translate


def review_replay(
    replay: ReplayFile,
    *,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> GameReview:
    """Judge every click of an imported game: forced, a guess (with its odds), or a mistake.

    The board of an imported game is whatever its program laid, so guesses are expected;
    the review says where logic still had a safe cell and what each guess risked.
    """
    layout = replay.layout
    if layout is None:
        raise ReplayFileError(
            translate("Replays", "{name} has no opened cell to review.").format(
                name=replay.path.name
            )
        )
    try:
        return review_game(
            layout,
            replay.moves,
            clicks=replay.left + replay.right + replay.double,
            cancel=cancel,
            progress=progress,
        )
    except ReplayError as exc:
        raise ReplayFileError(
            translate("Replays", "{name} cannot be reviewed: {reason}").format(
                name=replay.path.name, reason=exc
            )
        ) from None
