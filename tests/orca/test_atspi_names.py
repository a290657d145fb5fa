"""Names as AT-SPI clients read them, over the real bridge (pyatspi, no Orca): the
practice window, the statistics, How to play, About and the custom level name every
table, button, progress bar and slider; no picture placeholder, table frame character or
dash reaches a name or a description; and a closed dialog leaves the tree (Qt lists every
window that exists)."""

from __future__ import annotations

import subprocess
import time

import pytest

from tests.orca.harness import Desk, missing

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(missing() is not None, reason=missing() or ""),
]

NAMED = ("push button", "check box", "table", "progress bar", "slider", "page tab", "dialog")
UNSAID = ("\ufffc", "\ufdd0", "\ufdd1", "—")
Tree = list[dict[str, object]]


def _top(tree: Tree) -> list[tuple[object, object]]:
    return [(e["role"], e["name"]) for e in tree if e["depth"] == 1]


def _check(tree: Tree) -> None:
    nameless = [(e["role"], e["description"]) for e in tree if e["role"] in NAMED and not e["name"]]
    assert not nameless, nameless
    unsaid = [
        (e["role"], e["name"], e["description"])
        for e in tree
        # (a window's title is Qt's "Title — Application", a pause between two names)
        if any(ch in f"{e['name'] if e['depth'] > 1 else ''}{e['description']}" for ch in UNSAID)
    ]
    assert not unsaid, unsaid


def test_dialogs_name_their_controls_and_leave_the_tree_when_closed() -> None:
    with Desk(["--seed", "7", "--level", "beginner"], orca=False) as desk:

        def key(name: str) -> None:
            subprocess.run(["xdotool", "key", "--clearmodifiers", name], env=desk.env, check=True)
            time.sleep(0.3)

        def only_the_window(tree: Tree) -> bool:
            return _top(tree) == [("frame", "No-guess Minesweeper")]

        desk.wait_for_tree(lambda t: any(e["name"] == "Show me the lessons" for e in t))
        key("Escape")
        assert only_the_window(desk.wait_for_tree(only_the_window))
        for keys, title in (
            (["ctrl+p"], "Practice"),
            (["alt+g", "s"], "Statistics"),
            (["F1"], "How to play"),
            (["alt+h", "a"], "About"),
            (["alt+g", "c"], "Custom"),
        ):
            for name in keys:
                key(name)
            tree = desk.wait_for_tree(
                lambda t, title=title: any(str(n).startswith(title) for _, n in _top(t))
            )
            assert any(str(n).startswith(title) for _, n in _top(tree)), _top(tree)
            if title == "Practice":  # the puzzle arrives: the board is there
                tree = desk.wait_for_tree(
                    lambda t: (
                        any(e["name"] == "Minesweeper board" for e in t[1:] if e["depth"] > 1)
                        and any(e["role"] == "dialog" for e in t)
                    )
                )
            _check(tree)
            key("Escape")
            tree = desk.wait_for_tree(only_the_window)
            assert only_the_window(tree), f"after closing {title}: {_top(tree)}"
