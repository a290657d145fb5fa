"""The settings file: a small INI file written atomically, readable without Qt.

The format is the one QSettings wrote (``[section]`` and ``key=value`` lines, values
perhaps in double quotes), so a player's existing ``settings.ini`` is read as it is. A
save writes the whole file to a temporary file, syncs it and renames it over the old one
(``atomic_write``): a full disk or a read-only folder leaves the saved file as it was. The
player hears of such a fault once, until a save works again; keys this version does not
know (written by a newer one) are kept.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from pathlib import Path

from minesweeper_app.game.datadir import append_log
from minesweeper_app.game.safe_files import aside_name, atomic_copy, atomic_write, set_aside
from minesweeper_app.i18n import translate

Value = str | int | float | bool

_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r", "0": "\0"}
_PLAIN_UNSAFE = set(',;"\\=\n\r\t')


def _unquote(raw: str) -> str:
    """A value as QSettings writes it: plain, or in double quotes with backslash escapes."""
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] == '"':
        out: list[str] = []
        chars = iter(raw[1:-1])
        for ch in chars:
            out.append(_ESCAPES.get(next(chars, ""), "") if ch == "\\" else ch)
        return "".join(out)
    return raw[1:] if raw.startswith("@@") else raw


def _quote(text: str) -> str:
    if text and text == text.strip() and not (_PLAIN_UNSAFE & set(text)) and text[0] != "@":
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + escaped.replace("\t", "\\t").replace("\r", "\\r") + '"'


def _text(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse(text: str) -> dict[str, str]:
    """``section/key`` -> value; raises ValueError on a line that is not INI."""
    values: dict[str, str] = {}
    section = ""
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            continue
        if stripped[0] == "[" and stripped[-1] == "]":
            section = stripped[1:-1].strip()
            section = "" if section == "General" else section
            continue
        key, equals, raw = stripped.partition("=")
        if not equals or not key.strip():
            raise ValueError(f"line {number} is not 'key=value': {stripped[:40]!r}")
        name = key.strip()
        values[f"{section}/{name}" if section else name] = _unquote(raw)
    return values


def render(values: Mapping[str, str]) -> str:
    sections: dict[str, list[str]] = {}
    for full in sorted(values, key=lambda k: ("/" in k, k)):  # [General] first, as QSettings
        section, _, key = full.rpartition("/")
        sections.setdefault(section or "General", []).append(f"{key}={_quote(values[full])}")
    return "\n\n".join(f"[{name}]\n" + "\n".join(lines) for name, lines in sections.items()) + "\n"


def cause_words(exc: OSError) -> str:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return translate("Settings", "the disk is full")
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return translate("Settings", "the folder is read-only")
    text = translate("Settings", "the folder cannot be written ({detail})")
    return text.format(detail=exc.strerror or exc)


class SettingsFile:
    """The values of ``settings.ini``; ``problem`` says why the file could not be read."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.values: dict[str, str] = {}
        self.problem: str | None = None
        self._unreadable = False
        self._failing = False
        try:
            self.values = parse(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            pass
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            self._unreadable = True
            self._log(f"{path} could not be read: {exc!r}")
            self.problem = translate(
                "Settings",
                "The settings file could not be read; defaults are used, and the file is "
                "kept beside the new one when a setting is saved.",
            )

    def _log(self, text: str) -> None:
        append_log(self.path.parent, f"settings: {text}")

    def get(self, key: str) -> str | None:
        return self.values.get(key)

    def update(self, values: Mapping[str, Value]) -> str | None:
        """Set ``values`` and save the file; a sentence for the player the first time a
        save fails (none again until one works). The values stay set either way."""
        new = {key: _text(value) for key, value in values.items()}
        unchanged = all(self.values.get(key) == text for key, text in new.items())
        if unchanged and not (self._failing or self._unreadable):
            return None  # nothing new to save (the level is set again at every start)
        self.values.update(new)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._unreadable and self.path.exists():
                set_aside(self.path)
            self._unreadable = False
            atomic_write(self.path, render(self.values).encode("utf-8"))
        except OSError as exc:
            self._log(f"{self.path} could not be saved: {exc!r}")
            if self._failing:
                return None
            self._failing = True
            return translate(
                "Settings",
                "Your settings could not be saved: {cause} ({folder}). The settings saved "
                "before are kept, and your changes last until the game closes.",
            ).format(cause=cause_words(exc), folder=self.path.parent)
        self._failing = False
        return None

    def reset(self, keys: Mapping[str, str]) -> str:
        """Drop ``keys`` (values this game cannot use, by key) and save the file without
        them, a copy of it as it was kept beside it; the sentence for the player."""
        shown = ", ".join(f"{key}={value!r}" for key, value in keys.items())
        self._log(f"impossible values reset to their defaults: {shown}")
        aside: Path | None = None
        try:
            if self.path.exists() and not self._unreadable:
                aside = aside_name(self.path)
                atomic_copy(self.path, aside)
            for key in keys:
                self.values.pop(key, None)
            atomic_write(self.path, render(self.values).encode("utf-8"))
        except OSError as exc:
            self._log(f"{self.path} could not be saved: {exc!r}")
            self._failing = True
            return translate(
                "Settings",
                "Some settings had values this game cannot use ({settings}); their defaults "
                "are used until the game closes, and the file was left as it is: {cause}.",
            ).format(settings=shown, cause=cause_words(exc))
        where = aside if aside is not None else self.path
        return translate(
            "Settings",
            "Some settings had values this game cannot use and were set back to their "
            "defaults: {settings}. Your other settings are kept; the file as it was is "
            "kept as {file} in {folder}.",
        ).format(settings=shown, file=where.name, folder=where.parent)
