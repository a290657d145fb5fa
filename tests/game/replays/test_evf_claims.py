"""What our .evf files claim in their header is true, and ms-toollib's ranking check
(``is_valid()``, the sites' automatic check of an upload) finds nothing wrong with them but
the software's name, which no site lists."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_app.engine import create_board, solve_state
from minesweeper_app.game import BEGINNER, Game, State
from minesweeper_app.game.replays import read_replay
from minesweeper_app.game.replays.game_recording import SOFTWARE
from minesweeper_app.game.replays.live_recorder import LiveRecorder
from minesweeper_app.game.rules import (
    EVF_NO_GUESS_MODE,
    PlayRules,
    evf_claims,
    fair,
    played_standard,
)

START = (4, 4)
LISTED = "元3.3.3"
"""A Metasweeper version on ms-toollib's list, written only by this test to see which of
is_valid()'s checks remain when the software's name is not the reason."""


def _line(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells a pointer crosses going from ``a`` to ``b`` (a player's hand does that)."""
    steps = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    return [
        (a[0] + round((b[0] - a[0]) * i / steps), a[1] + round((b[1] - a[1]) * i / steps))
        for i in range(1, steps + 1)
    ]


def _won_game(seed: int, *, hint: bool = False) -> tuple[Game, LiveRecorder]:
    """A Beginner won by logic, the pointer moving through the cells between clicks at a
    player's pace; ``hint``: one of the moves counted as a hint."""
    now = [0.0]
    game = Game(BEGINNER, clock=lambda: now[0])
    recorder = LiveRecorder(BEGINNER.height, BEGINNER.width)
    recorder.press("l", START, 0.0)
    mines = create_board(9, 9, 10, START, seed=seed)
    game.click(START)
    game.place_mines(mines)
    recorder.set_board(mines)
    recorder.release("l", START, 0.0)
    at = START
    while game.state is State.PLAYING:
        known = solve_state(game.values, 10)
        cell = min(c for c in known.safe if game.values[c] == -2)
        path = _line(at, cell) or [cell]
        for i in range(30):  # 0.3 s of hand movement, reported every 10 ms as a mouse does
            now[0] += 0.01
            within = ((i * 7 % 10) / 10, (i * 3 % 10) / 10)
            recorder.move(path[i * len(path) // 30], game.elapsed(), within)
        now[0] += 0.2
        recorder.press("l", cell, game.elapsed())
        if hint:
            game.note_hint()
            hint = False
        game.click(cell)
        recorder.release("l", cell, game.elapsed())
        at = cell
    assert game.state is State.WON
    return game, recorder


def _toollib(path: Path) -> dict[str, object]:
    code = (
        "import json, sys, ms_toollib as m\n"
        "v = m.EvfVideo(sys.argv[1]); v.parse()\n"
        "bits = {'mode': v.mode, 'official': v.is_official, 'fair': v.is_fair}\n"
        "v.analyse(); v.current_time = 1e9\n"  # analyse() sets official = fair = completed
        "print(json.dumps({**bits, 'analysed_fair': v.is_fair,\n"
        "  'completed': v.is_completed, 'valid': v.is_valid(), 'software': v.software,\n"
        "  'checksum': bytes(v.checksum).hex(), 'events': len(v.events), 'bbbv': v.bbbv}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True
    )
    return dict(json.loads(done.stdout))


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    """The same kind of game saved four ways: fair or with a hint, our name or a listed one."""
    out = {}
    folder = tmp_path_factory.mktemp("evf")
    for name, hint, software in [
        ("fair", False, SOFTWARE),
        ("fair_listed", False, LISTED),
        ("hint_listed", True, LISTED),
    ]:
        game, recorder = _won_game(5, hint=hint)
        claims = vars(evf_claims(game))
        path = recorder.save(folder / f"{name}.evf", "Tester", software, claims=claims)
        out[name] = _toollib(path)
        data = path.read_bytes()
        out[name]["digest_ok"] = data[-32:] == hashlib.sha256(data[:-34]).digest()
        out[name]["ours"] = read_replay(path).header  # what `replay info` says
    return out


@pytest.mark.slow  # the recorder and ms-toollib children
def test_a_fair_win_claims_fair_no_guess_not_official_and_completed(
    saved: dict[str, dict[str, object]],
) -> None:
    fair_file = saved["fair"]
    assert fair_file["mode"] == EVF_NO_GUESS_MODE == 5
    assert (fair_file["fair"], fair_file["official"], fair_file["completed"]) == (True, False, True)
    assert fair_file["digest_ok"], "the checksum field holds the SHA-256 of the file before it"


@pytest.mark.slow  # the recorder and ms-toollib children
def test_is_valid_refuses_ours_only_for_the_software_list(
    saved: dict[str, dict[str, object]],
) -> None:
    assert saved["fair"]["valid"] == 1, "our name is on no list: refused"
    listed = saved["fair_listed"]
    assert int(str(listed["events"])) >= 10 * int(str(listed["bbbv"])), "enough pointer detail"
    assert listed["valid"] == 0, "every other check passes: checksum, fair, mode, detail, won"


@pytest.mark.slow  # the recorder and ms-toollib children
def test_a_game_with_a_hint_claims_not_fair_though_ms_toollib_s_analysis_hides_it(
    saved: dict[str, dict[str, object]],
) -> None:
    """The header says "not fair"; ms-toollib's analyse() then sets fair = completed for
    every format (base_video.rs), so is_valid(), which must run after it, passes the file.
    A site that trusts the bit has to read it after parse(), before analyse()."""
    hinted = saved["hint_listed"]
    assert hinted["fair"] is False and hinted["completed"] is True
    assert hinted["analysed_fair"] is True and hinted["valid"] == 0
    ours = hinted["ours"]
    assert isinstance(ours, dict) and ours["fair"] is False and ours["mode"] == 5


def test_help_of_any_kind_makes_a_game_unfair_and_question_marks_are_declared() -> None:
    game, _ = _won_game(5)
    assert fair(game)
    for spoil in (
        lambda g: setattr(g, "hints_used", 1),  # a hint or a flag check
        lambda g: setattr(g, "assisted", True),  # analysis shown, or an undo
        lambda g: setattr(g, "replay", True),  # a retry
        lambda g: g.settings_used.add("auto-open"),
        lambda g: setattr(g, "fixed_board", (g.mines, START)),  # board id, daily board
    ):
        other, _ = _won_game(5)
        spoil(other)
        assert not fair(other)
    assert not evf_claims(game).question_marks
    game.settings_used.add("question-marks")
    assert evf_claims(game).question_marks and evf_claims(game).fair


def test_standard_rules_allow_no_help_and_name_standard_levels_only() -> None:
    from minesweeper_app.game import EXPERT, Level
    from minesweeper_app.game.rules import Help

    rules = PlayRules(standard=True)
    assert not any(rules.allows(h) for h in Help)
    assert all(PlayRules().allows(h) for h in Help)
    expert, custom = Game(EXPERT), Game(Level("custom", 9, 9, 10))
    assert not played_standard(expert), "not played to the rules"
    expert.standard = custom.standard = True
    assert played_standard(expert) and not played_standard(custom)
    expert.hints_used = 1  # Standard turned off in the middle, then a hint
    assert not played_standard(expert)


def test_a_game_won_after_an_undo_claims_not_fair() -> None:
    """Through the game's own Undo (not a flag set by hand): a loss taken back and the game
    then won is not fair, in the .evf header and for a best time alike."""
    now = [0.0]
    game = Game(BEGINNER, clock=lambda: now[0])
    mines = create_board(9, 9, 10, START, seed=5)
    game.click(START)
    game.place_mines(mines)
    game.click(min(mines))
    assert game.state is State.LOST and game.can_undo_loss
    game.undo_loss()
    while game.state is State.PLAYING:
        now[0] += 0.5
        known = solve_state(game.values, 10)
        game.click(min(c for c in known.safe if game.values[c] == -2))
    assert game.state is State.WON
    assert not fair(game) and not evf_claims(game).fair
