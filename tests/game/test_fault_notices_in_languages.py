"""Fault notices of the statistics, the settings file and the replay recorder speak the
player's language.

Qt-free: the catalogue (``.ts``) itself is installed as the translator, and a pseudo-locale
that brackets every translated sentence shows that no notice is pieced together from
English fragments. Faults are injected as in ``stats/test_faults.py`` (``chmod`` would
not stop root).
"""

from __future__ import annotations

import errno
import os
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper_app import i18n, i18n_tools
from minesweeper_app.engine import create_board, encode_board_id
from minesweeper_app.game import LEVELS, parse_level
from minesweeper_app.game.finished import FinishedGame
from minesweeper_app.game.replays.live_recorder import LiveRecorder
from minesweeper_app.game.settings_file import SettingsFile
from minesweeper_app.game.stats import StatsStore
from minesweeper_app.game.wording.problems import problem_text


def _catalogue_translator(code: str) -> i18n.Translator:
    forms = {(m.context, m.source): m.forms for m in i18n_tools.read_ts(i18n_tools.ts_path(code))}

    def translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
        found = forms.get((context, text))
        if not found:
            return text
        return found[0] if n < 0 or len(found) == 1 or n == 1 else found[-1]

    return translate


def _bracketing(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return f"⟦{text}⟧"


@pytest.fixture
def german() -> Iterator[None]:
    i18n.install(_catalogue_translator("de"))
    yield
    i18n.install(None)


@pytest.fixture
def pseudo() -> Iterator[None]:
    i18n.install(_bracketing)
    yield
    i18n.install(None)


def _full_disk(path: Path) -> sqlite3.Connection:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
    raise error


def _no_space(_fd: int) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def _read_only(*_: object) -> None:
    raise OSError(errno.EROFS, "Read-only file system")


def _failing_store(tmp_path: Path) -> StatsStore:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    return StatsStore(path, opener=_full_disk)


def test_a_full_disk_is_told_in_german_from_start_to_close(
    german: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = _failing_store(tmp_path)
    assert store.recovery_message == (
        "Die Statistik kann gerade nicht gespeichert werden: die Festplatte ist voll. Dein "
        "Verlauf wird angezeigt; neue Ergebnisse werden aufbewahrt und gespeichert, sobald "
        "die Datei wieder beschreibbar ist."
    )
    saved = store.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0))
    assert saved and saved.startswith("Das Ergebnis konnte noch nicht gespeichert werden")
    store.record(FinishedGame(LEVELS["expert"], 99.0, False, 0))
    monkeypatch.setattr(os, "fsync", _no_space)  # the journal cannot be written either
    closing = store.close()
    assert closing == (
        f"2 beendete Spiele konnten nicht in {tmp_path} gespeichert werden: die Festplatte "
        "ist voll. Schaffe vor dem Schließen Platz oder mache den Ordner beschreibbar, sonst "
        "gehen sie verloren."
    )


def test_one_result_kept_for_the_next_start_is_told_in_german_singular(
    german: None, tmp_path: Path
) -> None:
    store = _failing_store(tmp_path)
    store.record(FinishedGame(LEVELS["expert"], 99.0, True, 0))
    closing = store.close()
    assert closing and closing.startswith(
        "1 beendetes Spiel konnte nicht in die Statistik aufgenommen werden: die Festplatte "
        "ist voll. Es wird in stats.sqlite3.pending.json"
    )
    assert closing.endswith("beim nächsten Start des Spiels hinzugefügt.")


def test_a_newer_statistics_file_is_told_in_german(german: None, tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    store = StatsStore(path)
    assert store.recovery_message and store.recovery_message.startswith(
        "Diese Statistik wurde von einer neueren Version des Spiels geschrieben"
    )
    store.record(FinishedGame(LEVELS["beginner"], 5.0, True, 0))
    closing = store.close()
    assert closing and closing.endswith("wenn eine neuere Version des Spiels startet.")
    assert "die Statistik wurde von einer neueren Version" in closing


def test_settings_that_cannot_be_saved_are_told_in_german(
    german: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "replace", _read_only)
    message = SettingsFile(tmp_path / "settings.ini").update({"level/key": "expert"})
    assert message == (
        f"Deine Einstellungen konnten nicht gespeichert werden: der Ordner ist "
        f"schreibgeschützt ({tmp_path}). Die zuvor gespeicherten Einstellungen bleiben "
        "erhalten, und deine Änderungen gelten, bis das Spiel geschlossen wird."
    )


def _whole(message: str | None) -> bool:
    """The notice is one translated sentence (its causes nested inside as placeholders)."""
    return message is not None and message.startswith("⟦") and message.endswith("⟧")


def test_every_fault_notice_is_one_translated_sentence(
    pseudo: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = tmp_path / "damaged" / "stats.sqlite3"
    damaged.parent.mkdir()
    damaged.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    moved = StatsStore(damaged)
    assert _whole(moved.recovery_message)
    moved.close()

    store = _failing_store(tmp_path)
    assert _whole(store.recovery_message) and "⟦the disk is full⟧" in str(store.recovery_message)
    assert _whole(store.record(FinishedGame(LEVELS["beginner"], 12.0, True, 0)))
    assert _whole(store.reset())
    assert _whole(store.export_csv(tmp_path / "missing" / "history.csv", store.history()))
    kept = store.close()
    assert _whole(kept) and "⟦the disk is full⟧" in str(kept)

    journal = tmp_path / "stats.sqlite3.pending.json"
    journal.write_text("not json")
    assert _whole(StatsStore(tmp_path / "stats.sqlite3").recovery_message)

    broken = tmp_path / "settings.ini"
    broken.write_bytes(b"\xff\xfe not settings \x00")
    settings = SettingsFile(broken)
    assert _whole(settings.problem)
    monkeypatch.setattr(os, "replace", _read_only)
    saved = settings.update({"level/key": "expert"})
    assert _whole(saved) and "⟦the folder is read-only⟧" in str(saved)


@pytest.mark.slow  # a child process
def test_saving_an_unfinished_recording_is_refused_in_german(german: None, tmp_path: Path) -> None:
    recorder = LiveRecorder(9, 9)  # the real child (ms-toollib)
    recorder.press("l", (4, 4), 0.0)
    recorder.set_board(create_board(9, 9, 10, (4, 4), seed=3))
    recorder.release("l", (4, 4), 0.0)
    with pytest.raises(OSError) as refused:
        recorder.save(tmp_path / "x.evf", "Tester", "No-guess Minesweeper")
    assert str(refused.value) == (
        "Die Aufzeichnung wurde nicht gespeichert: das Spiel ist noch nicht zu Ende."
    )


@pytest.mark.slow  # a child process
@pytest.mark.parametrize(
    ("code", "words"),
    [(errno.ENOSPC, "die Festplatte ist voll"), (errno.EROFS, "der Ordner ist schreibgeschützt")],
)
def test_a_replay_the_child_could_not_write_is_told_in_german(
    german: None, tmp_path: Path, code: int, words: str
) -> None:
    """The child answers as ``child.py`` does on a full disk or a read-only folder."""
    answer = f'{{"ok": false, "error": "OS words", "errno": {code}}}'
    child = [sys.executable, "-c", f"import sys; sys.stdin.read(); print({answer!r})"]
    recorder = LiveRecorder(9, 9, command=child)
    recorder.press("l", (4, 4), 0.0)
    with pytest.raises(OSError) as failed:
        recorder.save(tmp_path / "x.evf", "Tester", "No-guess Minesweeper")
    assert str(failed.value) == f"Die Aufzeichnung wurde nicht gespeichert: {words}."


def test_level_and_board_id_refusals_are_told_in_german(german: None) -> None:
    with pytest.raises(ValueError) as unknown:
        parse_level("hard")
    assert str(unknown.value).startswith("Unbekannte Stufe 'hard': Verwende beginner")
    with pytest.raises(ValueError) as too_wide:
        parse_level("0x9/3")
    assert str(too_wide.value).startswith("Breite und Höhe müssen zwischen 1 und")
    with pytest.raises(ValueError) as no_id:
        encode_board_id(9, 2, [(0, 0)], (8, 1))
    said = problem_text(no_id.value)  # the engine's reason, worded by the game layer
    assert said.startswith("Dieses Brett hat keine ID: Das Spiel bietet seine Stufe")
