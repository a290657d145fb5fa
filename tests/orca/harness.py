"""A blind player's desk for tests: X, buses, a window manager, the game and Debian's Orca.

:class:`Desk` starts, each as its own child process, Xvfb, a private session bus, openbox,
the AT-SPI bus, the game (with Qt's AT-SPI bridge on) and Orca (speech on but with no
speech server behind it, sound and braille off, key echo on, its debug log stamped line
by line: see ``orca_launcher.py``).  Keys go in
through xdotool; what Orca would have said comes out of its log's ``SPEECH OUTPUT`` lines,
each credited to the key sent just before it by the time it was written.  Everything it
started it ends by process id (and the processes those started, found through /proc),
never by name.
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
NEEDED = ("orca", "Xvfb", "xdotool", "openbox", "dbus-daemon")
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SPEECH_START = re.compile(r"^(\d+\.\d+) .*SPEECH OUTPUT: '(.*)$")
SPEECH_END = re.compile(r"^(.*)' ?(\{.*\})?\s*$")
STAMP = re.compile(r"^\d+\.\d+ ?")
KEY_SEEN = re.compile(r"^(\d+\.\d+) vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT")
SPEECH = re.compile(r"^(\d+\.\d+) .*SPEECH OUTPUT: '(.*)' ?(\{.*\})?\s*$")


def missing() -> str | None:
    """Why the desk cannot be set up here (None when everything it needs is installed)."""
    absent = [tool for tool in NEEDED if shutil.which(tool) is None]
    if not Path(BUS_LAUNCHER).exists():
        absent.append("at-spi2-core")
    if (
        not absent
        and subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi, orca"], capture_output=True
        ).returncode
    ):
        absent.append("python3-pyatspi")
    if absent:
        return (
            "Orca's desk is not installed (apt-get install orca at-spi2-core "
            "python3-pyatspi dbus-x11 xvfb xdotool openbox): missing " + ", ".join(absent)
        )
    return None


def orca_version() -> str:
    out = subprocess.run(["orca", "--version"], capture_output=True, text=True)
    return out.stdout.strip()


@dataclass(frozen=True)
class Said:
    """One sentence Orca spoke: when (monotonic seconds) and what."""

    at: float
    text: str


@dataclass
class Heard:
    """What Orca said after one key (until the next key or the quiet time)."""

    key: str
    sent: float
    said: list[Said] = field(default_factory=list)
    seen: float | None = None
    """When Orca itself received the key (its log), None if it never logged it."""

    @property
    def texts(self) -> list[str]:
        return [s.text for s in self.said]

    def first(self, pattern: str) -> Said | None:
        """The first sentence matching ``pattern`` (a regular expression)."""
        rx = re.compile(pattern)
        return next((s for s in self.said if rx.search(s.text)), None)

    def delay(self, pattern: str) -> float | None:
        """Seconds from the key to the first sentence matching ``pattern``: from the moment
        Orca received the key (what a player's screen reader waits from), or from sending
        it when Orca's log has no trace of the key (a key the game's shortcut took)."""
        said = self.first(pattern)
        start = self.seen if self.seen is not None else self.sent
        return None if said is None else said.at - start


def _speech_text(raw: str) -> str:
    """Orca logs the sentence as a Python literal's inside; undo its escapes."""
    try:
        return str(ast.literal_eval("'" + raw + "'"))
    except (SyntaxError, ValueError):
        return raw


def _children_of(pids: set[int]) -> set[int]:
    """Every living descendant of ``pids`` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: set[int] = set()
    frontier = set(pids)
    while frontier:
        frontier = {pid for pid, ppid in parents.items() if ppid in frontier} - found
        found |= frontier
    return found


class Desk:
    """Xvfb, buses, openbox, the game and Orca for one test; a context manager."""

    def __init__(
        self,
        game_args: Sequence[str] = (),
        *,
        root: Path | None = None,
        size: str = "1280x1024x24",
        extra_env: dict[str, str] | None = None,
        orca: bool = True,
    ) -> None:
        self.game_args = list(game_args)
        chosen = root or os.environ.get("ORCA_DESK_DIR")
        self.keep = bool(chosen)
        """A chosen folder stays for a look afterwards; a temporary one goes when all passed."""
        if chosen:
            Path(chosen).mkdir(parents=True, exist_ok=True)
        self.root = Path(chosen) if chosen else Path(tempfile.mkdtemp(prefix="orca-desk-"))
        self.size = size
        self.extra_env = extra_env or {}
        self.with_orca = orca
        """Start Orca too (a test of the tree alone does without it)."""
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self.env: dict[str, str] = {}
        self.log = self.root / "orca-debug.log"
        self._read = 0
        self._pending = ""
        self._open: tuple[float, list[str]] | None = None
        """A sentence whose lines are still coming (Orca logs its newlines as they are)."""
        self.heard: list[Heard] = []
        self.said: list[Said] = []

    # ------------------------------------------------------------ starting
    def __enter__(self) -> Desk:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        self.stop()
        if kind is None and not self.keep:
            shutil.rmtree(self.root, ignore_errors=True)

    def _spawn(self, name: str, argv: Sequence[str], **kw: object) -> subprocess.Popen[bytes]:
        out = open(self.root / f"{name}.out", "wb")  # noqa: SIM115
        proc = subprocess.Popen(  # type: ignore[call-overload]
            list(argv), env=self.env, stdout=kw.pop("stdout", out), stderr=out, **kw
        )
        self.procs[name] = proc
        return proc  # type: ignore[no-any-return]

    def start(self) -> None:
        home = self.root / "home"
        for sub in ("config", "data", "cache", "runtime", "game", "orca"):
            (home / sub).mkdir(parents=True, exist_ok=True)
        (home / "runtime").chmod(0o700)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "XDG_RUNTIME_DIR": str(home / "runtime"),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "NO_AT_BRIDGE": "0",
            "GTK_MODULES": "gail:atk-bridge",
        }
        # Xvfb picks a free display and writes its number to the pipe.
        rfd, wfd = os.pipe()
        self._spawn(
            "xvfb",
            ["Xvfb", "-displayfd", str(wfd), "-screen", "0", self.size, "-nolisten", "tcp"],
            pass_fds=(wfd,),
        )
        os.close(wfd)
        with os.fdopen(rfd) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        self.env["DISPLAY"] = f":{display}"
        self._wait_for(self._x_ready, 10, "the X server")
        bus = self._spawn(
            "session-bus",
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
        )
        assert bus.stdout is not None
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        for _ in range(5):  # (seen once: it could not open a display xdotool had just used)
            openbox = self._spawn("openbox", ["openbox", "--sm-disable"])
            time.sleep(0.3)
            if openbox.poll() is None:
                break
        self._spawn("atspi-bus", [BUS_LAUNCHER, "--launch-immediately"])
        self._wait_for(self._atspi_ready, 10, "the AT-SPI bus")
        game_env = {
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            "QT_QPA_PLATFORM": "xcb",
            **self.extra_env,
        }
        self.env.update(game_env)
        self._spawn(
            "game",
            [
                sys.executable,
                "-m",
                "minesweeper_app",
                "--data-dir",
                str(home / "game"),
                *self.game_args,
            ],
            cwd=str(ROOT),
        )
        self._wait_for(lambda: bool(self.window_ids()), 30, "the game's window")
        if not self.with_orca:
            return
        self._spawn(
            "orca",
            [
                SYSTEM_PYTHON,
                str(HERE / "orca_launcher.py"),
                str(self.log),
                "-u",
                str(home / "orca"),
                "-e",
                "speech",
                "-d",
                "braille",
                "-d",
                "sound",
                "-e",
                "key-echo",
            ],
        )
        self._wait_for(lambda: "About to launch Orca" in self._log_text(), 20, "Orca")
        self._wait_for(self._orca_listening, 20, "Orca's first speech")
        self.settle()

    def _log_text(self) -> str:
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def _orca_listening(self) -> bool:
        return "SPEECH OUTPUT" in self._log_text()

    def _x_ready(self) -> bool:
        out = subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env, capture_output=True)
        return out.returncode == 0

    def _atspi_ready(self) -> bool:
        out = subprocess.run(
            [
                "dbus-send",
                "--session",
                "--print-reply",
                "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus.NameHasOwner",
                "string:org.a11y.Bus",
            ],
            env=self.env,
            capture_output=True,
            text=True,
        )
        return "boolean true" in out.stdout

    def _wait_for(self, ready: object, timeout: float, what: str) -> None:
        assert callable(ready)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if ready():
                return
            for name, proc in self.procs.items():
                if proc.poll() is not None:
                    tail = (self.root / f"{name}.out").read_text(errors="replace")[-2000:]
                    raise RuntimeError(
                        f"{name} exited ({proc.returncode}) waiting for {what}:\n{tail}"
                    )
            time.sleep(0.1)
        raise TimeoutError(f"{what} did not come up within {timeout} s (files in {self.root})")

    def window_ids(self) -> list[str]:
        game = self.procs.get("game")
        if game is None:
            return []
        out = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
            env=self.env,
            capture_output=True,
            text=True,
        )
        return out.stdout.split()

    # ------------------------------------------------------------ playing
    def poll(self) -> list[Said]:
        """Sentences Orca wrote since the last poll (also appended to the last key's)."""
        try:
            with open(self.log, "rb") as log:
                log.seek(self._read)
                chunk = log.read()
        except OSError:
            return []
        self._read += len(chunk)
        text = self._pending + chunk.decode("utf-8", errors="replace")
        lines = text.split("\n")
        self._pending = lines.pop()
        new: list[Said] = []
        for line in lines:
            if self._open is not None:  # a sentence of several lines goes on
                at, parts = self._open
                rest = STAMP.sub("", line).strip()
                end = SPEECH_END.match(rest)
                if end:
                    parts.append(end.group(1))
                    new.append(Said(at, _speech_text(" ".join(p for p in parts if p))))
                    self._open = None
                else:
                    parts.append(rest)
                continue
            match = SPEECH.match(line)
            if match:
                new.append(Said(float(match.group(1)), _speech_text(match.group(2))))
            elif started := SPEECH_START.match(line):
                self._open = (float(started.group(1)), [started.group(2)])
            seen = KEY_SEEN.match(line)
            if seen and self.heard and self.heard[-1].seen is None:
                self.heard[-1].seen = float(seen.group(1))
        self.said.extend(new)
        if self.heard:
            self.heard[-1].said.extend(new)
        return new

    def settle(self, quiet: float = 0.6, limit: float = 5.0) -> list[Said]:
        """Wait until Orca has said nothing for ``quiet`` seconds; what it said meanwhile."""
        got: list[Said] = []
        end = time.monotonic() + limit
        last = time.monotonic()
        while time.monotonic() < end:
            new = self.poll()
            if new:
                got += new
                last = time.monotonic()
            elif time.monotonic() - last >= quiet:
                break
            time.sleep(0.05)
        return got

    def key(
        self, name: str, expect: str | None = None, *, quiet: float = 0.6, limit: float = 5.0
    ) -> Heard:
        """Press ``name`` (an xdotool key name) and collect what Orca says about it: until
        a sentence matching ``expect`` came and then ``quiet`` seconds of silence (0.25 s
        by default then), or without ``expect`` until ``quiet`` seconds of silence."""
        self.poll()
        sent = time.monotonic()
        heard = Heard(name, sent)
        self.heard.append(heard)
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], env=self.env, check=True)
        if expect is None:
            self.settle(quiet, limit)
            return heard
        end = sent + limit
        while time.monotonic() < end and heard.first(expect) is None:
            self.poll()
            time.sleep(0.02)
        self.settle(min(quiet, 0.25), limit)
        return heard

    def type_text(self, text: str) -> None:
        subprocess.run(["xdotool", "type", "--delay", "50", text], env=self.env, check=True)
        self.settle()

    def focus_game(self) -> None:
        """Give the game's window the focus (openbox usually did already)."""
        for wid in self.window_ids()[-1:]:
            subprocess.run(
                ["xdotool", "windowactivate", "--sync", wid], env=self.env, capture_output=True
            )

    def tree(self) -> list[dict[str, object]]:
        """The game's accessibility tree as pyatspi reads it (see ``atspi_tree.py``)."""
        game = self.procs["game"]
        out = subprocess.run(
            [SYSTEM_PYTHON, str(HERE / "atspi_tree.py"), str(game.pid)],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        return [json.loads(line) for line in out.stdout.splitlines()]

    def wait_for_tree(
        self, ready: Callable[[list[dict[str, object]]], bool], timeout: float = 20
    ) -> list[dict[str, object]]:
        """The tree once ``ready(tree)`` holds (the last one read if it never did)."""
        end = time.monotonic() + timeout
        tree = self.tree()
        while not ready(tree) and time.monotonic() < end:
            time.sleep(0.3)
            tree = self.tree()
        return tree

    def transcript(self) -> Iterator[str]:
        for heard in self.heard:
            seen = "" if heard.seen is None else f" (Orca +{heard.seen - heard.sent:.2f}s)"
            yield f"{heard.key}{seen} -> " + " | ".join(
                f"{s.text!r} +{s.at - heard.sent:.2f}s" for s in heard.said
            )

    # ------------------------------------------------------------ ending
    def stop(self) -> None:
        """End what this desk started, by process id: Orca and the game first, X last."""
        own = {proc.pid for proc in self.procs.values()}
        extra = _children_of(own) - own
        order = ["orca", "game", "openbox", "atspi-bus", "session-bus", "xvfb"]
        for name in order:
            proc = self.procs.get(name)
            if proc is not None and proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(3)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(3)
        for pid in extra:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        for proc in self.procs.values():
            if proc.stdout is not None:
                proc.stdout.close()
        self.procs.clear()
