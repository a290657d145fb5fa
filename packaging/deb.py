"""Turn the PyInstaller bundle into a Debian package with ``dpkg-deb`` (``build.py --deb``).

Layout: the bundle in ``/opt/noguess-minesweeper``, ``/usr/bin/minesweeper`` a link to its
executable, and the desktop entry, hicolor icons, replay MIME types, AppStream metainfo and
man page where Debian puts them (the triggers of desktop-file-utils, hicolor-icon-theme and
shared-mime-info refresh the menus, icons and file types).
``Depends`` names the libraries every system has that the bundle leaves out, found with
``ldd`` as the bundle runs (its own folder first) and mapped to packages with ``dpkg -S``,
plus the libraries Qt needs however it was built and the font the game draws with.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

PACKAGE = "noguess-minesweeper"
INSTALL_DIR = Path("opt", PACKAGE)
MAINTAINER = "No-guess Minesweeper developers <noguess-minesweeper@users.noreply.github.com>"
HOMEPAGE = "https://github.com/noguess-minesweeper/noguess-minesweeper"
# Always depended on: what Qt's xcb, Wayland and offscreen plugins need from the system in
# any build of the bundle, and the font the game falls back to besides its bundled copy.
BASE_DEPENDS = (
    "libgl1",
    "libegl1",
    "libxkbcommon0",
    "libfontconfig1",
    "libdbus-1-3",
    "libglib2.0-0",
    "fonts-dejavu-core",
)
GLIBC_FLOOR = "2.35"
SUMMARY = "Minesweeper whose boards never force a guess, with hints that teach"
DESCRIPTION = """\
Every board is created on your first click so that a perfect logician wins
it without ever guessing. The Hint button explains why a cell is safe
instead of just revealing it; loss explanations, undo, statistics, analysis,
practice puzzles and replays are included. This package holds a
self-contained build (Python, Qt and numpy in /opt/noguess-minesweeper)."""


class DebFailed(Exception):
    """The package could not be built; the message says why."""


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(bundle: Path) -> dict[str, str]:
    """Library path outside the bundle -> the bundle file that needs it, as the bundle runs."""
    bundle = bundle.resolve()
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))  # the bootloader sets this too
    needed: dict[str, str] = {}
    unresolved: dict[str, str] = {}
    for path in _elf_files(bundle):
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            name, _, target = line.strip().partition(" => ")
            if target.startswith("not found"):
                unresolved.setdefault(name, str(path.relative_to(bundle)))
            elif target.startswith("/"):
                library = os.path.normpath(target.split(" (")[0])
                if not Path(library).is_relative_to(bundle):
                    needed.setdefault(library, str(path.relative_to(bundle)))
    if unresolved:
        raise DebFailed(f"ldd finds no {unresolved} on this system; install them and rebuild")
    return needed


def owning_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (usr-merged paths tried both ways)."""
    real = os.path.realpath(path)
    candidates = [path, real]
    for candidate in list(candidates):
        if candidate.startswith("/usr/lib/"):
            candidates.append(candidate.removeprefix("/usr"))
        elif candidate.startswith("/lib"):
            candidates.append("/usr" + candidate)
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def libc_depends(glibc: tuple[int, int] | None) -> str:
    """The libc6 entry: the bundle's measured glibc floor, never below the README's."""
    floor = tuple(int(n) for n in GLIBC_FLOOR.split("."))
    major, minor = max(floor, glibc or floor)
    return f"libc6 (>= {major}.{minor})"


def depends(bundle: Path, glibc: tuple[int, int] | None = None) -> list[str]:
    """The ``Depends`` entries: libc6 at the bundle's glibc floor, the base list, then what
    ldd finds outside the bundle."""
    packages = set(BASE_DEPENDS)
    for library, user in sorted(system_libraries(bundle).items()):
        package = owning_package(library)
        if package is None:
            raise DebFailed(f"{library} (needed by {user}) belongs to no Debian package")
        packages.add(package)
    packages.discard("libc6")
    return [libc_depends(glibc), *sorted(packages)]


def _write(path: Path, data: bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    path.chmod(mode)


def stage(root: Path, bundle: Path, manual: str, licence: str) -> None:
    """Lay out the package's files under ``root`` (without DEBIAN/)."""
    from minesweeper_app.desktop import desktop_entry, document_targets, entry_path, icon_targets
    from minesweeper_app.desktop_mime import mime_xml, package_path

    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "minesweeper").symlink_to(Path("/", INSTALL_DIR, "minesweeper"))
    share = root / "usr" / "share"
    _write(entry_path(share), desktop_entry(["minesweeper"]).encode("utf-8"))
    for target, source in icon_targets(share).items():
        _write(target, source.read_bytes())
    _write(package_path(share), mime_xml().encode("utf-8"))  # the replay file types
    for target, source in document_targets(share).items():
        if source is not None:
            _write(target, source.read_bytes())
        else:  # man pages are gzipped in Debian; mtime 0 keeps the file reproducible
            data = gzip.compress(manual.encode("utf-8"), compresslevel=9, mtime=0)
            _write(target.with_name(target.name + ".gz"), data)
    notice = (
        "No-guess Minesweeper, packaged from its PyInstaller bundle.\n"
        f"The licences of the parts the bundle carries are in /{INSTALL_DIR}/_internal/"
        "minesweeper_app/assets/licenses.\n\n" + licence
    )
    _write(share / "doc" / PACKAGE / "copyright", notice.encode("utf-8"))
    for path in root.rglob("*"):  # dpkg wants no group- or world-writable files
        if not path.is_symlink():
            path.chmod(path.stat().st_mode & ~0o022)


def control(version: str, architecture: str, installed_kib: int, depends: list[str]) -> str:
    long = "\n".join(" " + (line or ".") for line in DESCRIPTION.splitlines())
    return (
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {architecture}\n"
        f"Maintainer: {MAINTAINER}\nInstalled-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\nSection: games\nPriority: optional\n"
        f"Homepage: {HOMEPAGE}\nDescription: {SUMMARY}\n{long}\n"
    )


def build(
    bundle: Path,
    out_dir: Path,
    version: str,
    manual: str,
    licence: str,
    *,
    glibc: tuple[int, int] | None = None,
) -> Path:
    """Write ``<out_dir>/noguess-minesweeper_<version>_<arch>.deb``; returns its path.
    ``glibc``: the bundle's measured glibc floor, for libc6's entry in ``Depends``."""
    for tool in ("dpkg-deb", "dpkg", "ldd"):
        if shutil.which(tool) is None:
            raise DebFailed(f"{tool} not found: the .deb is built on Debian or Ubuntu")
    architecture = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", version):
        raise DebFailed(f"{version!r} is not a Debian version")
    with tempfile.TemporaryDirectory(prefix="minesweeper-deb-") as tmp:
        root = Path(tmp, "root")
        stage(root, bundle, manual, licence)
        size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
        text = control(version, architecture, (size + 1023) // 1024, depends(bundle, glibc))
        _write(root / "DEBIAN" / "control", text.encode("utf-8"))
        for old in out_dir.glob(f"{PACKAGE}_*.deb"):
            old.unlink()  # one package in dist/, the one of this bundle
        target = out_dir / f"{PACKAGE}_{version}_{architecture}.deb"
        result = subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zzstd", "-z9", "--build", str(root), str(target)],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            raise DebFailed(f"dpkg-deb failed: {result.stderr.strip()}")
    return target
