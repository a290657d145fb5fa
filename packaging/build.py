"""Build the one-folder bundle from a checkout, then prove it runs: ``python packaging/build.py``.

Steps, each failing the script (non-zero exit) when it goes wrong:
1. PyInstaller from ``sys.executable`` (installed from the ``test`` extra's pin if missing)
   builds ``packaging/minesweeper.spec`` into ``build/`` and ``dist/`` under the repo.
2. The bundle must contain every resource the code names in ``resource_path("...")`` calls,
   and none of the blocked Qt libraries.
3. The bundle runs ``--version`` (no Qt), ``--self-test`` offscreen, and the start-up probe:
   ``MINESWEEPER_STARTUP_PROBE=1`` (see rthook_startup_probe.py) exits at the first paint;
   the same probe times this interpreter's install (the venv).
4. With ``--deb``, packaging/deb.py turns the bundle into a Debian package in ``dist/``.

Reported: build time, bundle size, and start-up times. "Start-up to first paint" is wall time
from spawning the executable until it prints ``startup-probe: first-paint``, i.e. after its first
window has finished its first paint (offscreen platform, so no compositor delay is included).
The target (0.5 s, for the bundle and the venv) is reported, not enforced, because shared CI
machines are noisy.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import tomllib
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "minesweeper.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP_NAME = "minesweeper"
BLOCKED_LIBRARIES = (
    "Qt6WebEngine",
    "Qt6Qml",
    "Qt6Quick",
    "Qt63D",
    "Qt6Multimedia",
    "Qt6Pdf",
    "Qt6OpenGL",
)
# What a QWidgets game without network or console does not use (see DROPPED_PLUGINS in the spec).
UNUSED_PARTS = (
    "xdgdesktopportal",
    "xcbglintegrations",
    "wayland-graphics-integration-client",
    "ibusplatforminputcontext",
    "libssl.",
    "libcrypto.",
    "_ssl.",
    "_hashlib.",
    "readline",
)
NOTICES = Path("minesweeper_app", "assets", "licenses", "bundle")
# Shared libraries that come from wheels, whose licences are in resources/licenses.
WHEEL_LIBRARIES = ("libpython", "libpyside6", "libshiboken6")
STARTUP_TARGET_S = 0.5
GLIBC_PROMISE = "2.35"  # the README's floor for the Linux bundle (Ubuntu 22.04)
RELEASE_GLIBC = (2, 36)
"""Debian 12's glibc, where release bundles are built (CI): there the promise must hold."""
PROBE_LINE = "startup-probe: first-paint"


class BuildFailed(Exception):
    """A step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def load_version() -> str:
    namespace: dict[str, str] = {}
    exec((ROOT / "minesweeper_app" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def load_scanner() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "resource_scan", ROOT / "packaging" / "resource_scan.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["resource_scan"] = module
    spec.loader.exec_module(module)
    return module


def ensure_pyinstaller() -> None:
    """Use this interpreter's PyInstaller; install the ``dev`` extra's pin only if it is absent."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]["dev"]
    requirement = next(r for r in extras if r.lower().startswith("pyinstaller"))
    log(f"PyInstaller not found for {sys.executable}; installing {requirement!r}")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", requirement], check=True)


def run_pyinstaller(clean: bool) -> float:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={DIST}",
        f"--workpath={WORK}",
        str(SPEC),
    ]
    if clean:
        command.insert(3, "--clean")
    log("running " + " ".join(command))
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, check=False)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise BuildFailed(f"PyInstaller failed with exit code {result.returncode}")
    return elapsed


def bundle_paths() -> tuple[Path, Path]:
    """(one-folder directory, executable) for this platform."""
    folder = DIST / APP_NAME
    executable = folder / (APP_NAME + (".exe" if sys.platform == "win32" else ""))
    if not executable.is_file():
        raise BuildFailed(f"no executable at {executable}")
    return folder, executable


def internal_dir(folder: Path) -> Path:
    internal = folder / "_internal"
    return internal if internal.is_dir() else folder


def check_contents(folder: Path) -> list[str]:
    """Problems with what the bundle contains (empty list when fine)."""
    internal = internal_dir(folder)
    problems: list[str] = []
    refs = load_scanner().scan()
    if refs.unreadable:
        problems.append(f"resource_path() calls with computed names: {refs.unreadable}")
    if not refs.names:
        problems.append("no resource_path() calls found; the scanner is broken")
    for name, used_at in sorted(refs.names.items()):
        if not (internal / "minesweeper_app" / "assets" / name).is_file():
            problems.append(f"resource {name} (used at {', '.join(used_at)}) missing in bundle")
    log(f"{len(refs.names)} resources referenced by the code are in the bundle")

    dangling = sorted(
        str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_symlink() and not p.exists()
    )
    if dangling:
        problems.append(f"dangling symlinks: {dangling}")
    blocked = sorted(
        p.name for p in internal.rglob("*") if any(b in p.name for b in BLOCKED_LIBRARIES)
    )
    if blocked:
        problems.append(f"unneeded Qt libraries in bundle: {blocked}")
    unused = sorted(
        str(p.relative_to(internal))
        for p in internal.rglob("*")
        if any(part in str(p.relative_to(internal)) for part in UNUSED_PARTS)
    )
    if unused:
        problems.append(f"parts a QWidgets game does not use are in the bundle: {unused}")
    problems.extend(missing_notices(internal))
    return problems


def missing_notices(internal: Path) -> list[str]:
    """Every shared library the bundle carries from the build system needs a licence notice.

    Libraries from wheels (Qt, PySide6, numpy's OpenBLAS) are top-level symlinks or live in the
    wheel's folders, and their licences are in resources/licenses; the rest came from the
    build system and are listed in the notices index the spec writes.
    """
    if not sys.platform.startswith("linux"):
        return []
    index = internal / NOTICES / "index.txt"
    if not index.is_file():
        return [f"no licence notices for bundled system libraries ({index} missing)"]
    covered = {}
    for line in index.read_text(encoding="utf-8").splitlines():
        library, notice = line.split()[:2]
        covered[library] = notice
    problems = []
    checked = 0
    for library in sorted(internal.glob("*.so*")):
        if library.is_symlink() or library.name.startswith(WHEEL_LIBRARIES):
            continue
        checked += 1
        notice = covered.get(library.name)
        if notice is None or not (internal / NOTICES / notice).is_file():
            problems.append(f"bundled {library.name} has no licence notice")
    log(f"{checked} system libraries in the bundle, each with its licence notice")
    return problems


def glibc_floor(folder: Path) -> tuple[int, int] | None:
    """The newest glibc symbol version any file of the bundle needs (None without objdump)."""
    if shutil.which("objdump") is None:
        return None
    newest = (0, 0)
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink() and (".so" in path.name or path.suffix == ""):
            result = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
            for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", result.stdout):
                newest = max(newest, (int(major), int(minor)))
    return newest


def glibc_verdict(floor: tuple[int, int], host: tuple[int, int]) -> tuple[bool, str]:
    """Whether a bundle needing glibc ``floor``, built on glibc ``host``, may ship, and why.

    On the release system (Debian 12) or older, a floor above the README's promise is a
    regression. A system with a newer glibc (Ubuntu 24.04: 2.39) bundles its own, newer
    library copies, so a bundle built there needs more; that is the README's route on such
    a system, so the build goes on and its .deb depends on that glibc instead.
    """
    promise = tuple(int(n) for n in GLIBC_PROMISE.split("."))
    needed = f"{floor[0]}.{floor[1]}"
    if floor <= promise:
        return True, f"needs glibc {needed} or newer (README promises {GLIBC_PROMISE})"
    if host > RELEASE_GLIBC:
        return True, (
            f"needs glibc {needed} or newer: built on glibc {host[0]}.{host[1]}, newer than "
            f"Debian 12's, whose bundles (CI's) need {GLIBC_PROMISE}; its .deb says {needed}"
        )
    return False, f"the bundle needs glibc {needed}, newer than the README's {GLIBC_PROMISE}"


def host_glibc() -> tuple[int, int]:
    """This system's glibc version ((0, 0) where it is not glibc)."""
    found = re.fullmatch(r"(\d+)\.(\d+).*", platform.libc_ver()[1] or "")
    return (int(found.group(1)), int(found.group(2))) if found else (0, 0)


def folder_size(folder: Path) -> int:
    """Bytes on disk of regular files (what ``du -sb`` would add up, links not followed)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def bundle_env(home: Path) -> dict[str, str]:
    """Offscreen Qt and a throw-away home so runs neither need a display nor touch user files."""
    env = dict(os.environ)
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(runtime),
        APPDATA=str(home / "appdata"),
        LOCALAPPDATA=str(home / "localappdata"),
    )
    env.pop("MINESWEEPER_STARTUP_PROBE", None)
    return env


def run_timed(
    command: list[str], env: dict[str, str], timeout: float
) -> tuple[int | None, list[tuple[float, str]], str]:
    """Run, timestamping each stdout line from the moment of spawn.

    Returns (exit code or None if it had to be killed, [(seconds, line)], stderr).
    """
    lines: list[tuple[float, str]] = []
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as stderr:
        start = time.perf_counter()
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=stderr, text=True, errors="replace"
        )

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                lines.append((time.perf_counter() - start, line.rstrip("\n")))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        code: int | None
        try:
            code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            code = None
        reader.join(timeout=5)
        stderr.seek(0)
        return code, lines, stderr.read()


def smoke_test(executable: Path, version: str, probe_runs: int) -> dict[str, object]:
    results: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="minesweeper-bundle-") as tmp:
        env = bundle_env(Path(tmp))

        code, lines, err = run_timed([str(executable), "--version"], env, timeout=60)
        text = "\n".join(line for _, line in lines)
        if code != 0 or version not in text:
            raise BuildFailed(f"--version: exit {code}, output {text!r}\n{err}")
        results["version_s"] = round(lines[-1][0], 3)
        log(f"--version printed {text!r} after {results['version_s']} s (no Qt loaded)")

        code, lines, err = run_timed([str(executable), "--self-test"], env, timeout=600)
        for _, line in lines:
            print(f"    | {line}")
        if code != 0:
            raise BuildFailed(f"--self-test exit code {code}\n{err}")
        total = max((t for t, _ in lines), default=0.0)
        results["self_test_first_line_s"] = round(lines[0][0], 3) if lines else None
        results["self_test_last_line_s"] = round(total, 3)
        log(
            f"--self-test passed; first line after {results['self_test_first_line_s']} s, "
            f"last after {results['self_test_last_line_s']} s"
        )

        probe_env = dict(env, MINESWEEPER_STARTUP_PROBE="1")
        times, cpu = first_paint_times([str(executable)], probe_env, probe_runs)
        results["first_paint_runs_s"] = times
        results["first_paint_median_s"] = statistics.median(times)
        results["first_paint_cpu_median_s"] = statistics.median(cpu)
        # The same probe for this interpreter's install (the venv), as its script starts it.
        hook = ROOT / "packaging" / "rthook_startup_probe.py"
        venv_code = (
            f"exec(open({str(hook)!r}).read()); import sys; sys.argv = ['minesweeper']; "
            "from minesweeper_app.__main__ import main; raise SystemExit(main())"
        )
        times, cpu = first_paint_times([sys.executable, "-c", venv_code], probe_env, probe_runs)
        results["venv_first_paint_runs_s"] = times
        results["venv_first_paint_median_s"] = statistics.median(times)
        results["venv_first_paint_cpu_median_s"] = statistics.median(cpu)
    return results


def children_cpu() -> float:
    """CPU seconds used by this process's finished children (0 where Python cannot tell)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_paint_times(
    command: list[str], env: dict[str, str], runs: int
) -> tuple[list[float], list[float]]:
    """Seconds from spawn to the probe's first-paint line per run, and the CPU seconds it used
    (user + system; unlike wall time, hardly changed by other processes on a busy machine)."""
    times: list[float] = []
    cpu: list[float] = []
    for _ in range(runs):
        before = children_cpu()
        code, lines, err = run_timed(command, env, timeout=120)
        used = children_cpu() - before
        hits = [t for t, line in lines if line.startswith(PROBE_LINE)]
        if code != 0 or not hits:
            raise BuildFailed(f"start-up probe: exit {code}, output {lines!r}\n{err}")
        times.append(round(hits[0], 3))
        cpu.append(round(used, 3))
    return times, cpu


def build_deb(folder: Path, version: str, glibc: tuple[int, int] | None) -> dict[str, object]:
    """``--deb``: the Debian package of the checked bundle (see packaging/deb.py)."""
    sys.path.insert(0, str(ROOT))  # the game's own desktop files and man page writer
    from minesweeper_app.__main__ import build_parser
    from minesweeper_app.manpage import render

    spec = importlib.util.spec_from_file_location("deb", ROOT / "packaging" / "deb.py")
    assert spec is not None and spec.loader is not None
    deb = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(deb)
    start = time.perf_counter()
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    try:
        manual = render(build_parser(), version)
        target = deb.build(folder, DIST, version, manual, licence, glibc=glibc)
    except deb.DebFailed as error:
        raise BuildFailed(f".deb: {error}") from None
    elapsed = round(time.perf_counter() - start, 1)
    log(f"{target.relative_to(ROOT)}: {human(target.stat().st_size)} in {elapsed} s")
    info = subprocess.run(["dpkg-deb", "--field", str(target), "Depends"], capture_output=True)
    log(f"Depends: {info.stdout.decode().strip()}")
    return {"deb": str(target.relative_to(ROOT)), "deb_bytes": target.stat().st_size}


def human(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def missing_build_tools() -> list[str]:
    """What PyInstaller needs from the system and this machine lacks (checked first)."""
    missing = []
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        missing.append("objdump (package binutils)")
    if sys.platform.startswith("linux") and not sysconfig.get_config_var("Py_ENABLE_SHARED"):
        libdir = Path(str(sysconfig.get_config_var("LIBDIR") or ""))
        name = str(sysconfig.get_config_var("INSTSONAME") or "")
        if not name or not any(Path(d, name).exists() for d in (libdir, "/usr/lib", "/lib")):
            version = f"{sys.version_info.major}.{sys.version_info.minor}"
            missing.append(f"the shared libpython{version} (package libpython{version})")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="drop PyInstaller's cache first")
    parser.add_argument("--skip-build", action="store_true", help="only check dist/ as it is")
    parser.add_argument("--probe-runs", type=int, default=3, help="start-up probe repetitions")
    parser.add_argument("--deb", action="store_true", help="then package the bundle as a .deb")
    args = parser.parse_args(argv)
    version = load_version()
    report: dict[str, object] = {"version": version, "python": sys.version.split()[0]}
    try:
        if not args.skip_build:
            missing = missing_build_tools()
            if missing:
                raise BuildFailed(
                    f"missing {', '.join(missing)}: on Debian or Ubuntu run "
                    "`sh packaging/system-deps.sh --build`"
                )
            ensure_pyinstaller()
            report["build_s"] = round(run_pyinstaller(args.clean), 1)
            log(f"PyInstaller finished in {report['build_s']} s")
        folder, executable = bundle_paths()
        problems = check_contents(folder)
        if problems:
            raise BuildFailed("bundle contents:\n  " + "\n  ".join(problems))
        size = folder_size(folder)
        report["bundle"] = str(folder.relative_to(ROOT))
        report["bundle_bytes"] = size
        log(f"bundle {report['bundle']}: {human(size)} ({size} bytes)")
        floor = glibc_floor(folder)
        if floor is not None:
            report["glibc_floor"] = f"{floor[0]}.{floor[1]}"
            ships, why = glibc_verdict(floor, host_glibc())
            if not ships:
                raise BuildFailed(why)
            log(why)
        report.update(smoke_test(executable, version, max(args.probe_runs, 1)))
        if args.deb:
            report.update(build_deb(folder, version, floor))
    except BuildFailed as error:
        log(f"FAILED: {error}")
        return 1
    for name, key in (("bundle", "first_paint"), ("venv", "venv_first_paint")):
        median = float(report[f"{key}_median_s"])  # type: ignore[arg-type]
        verdict = "within" if median <= STARTUP_TARGET_S else "OVER"
        log(
            f"{name} start-up to first paint: median {median} s of {report[f'{key}_runs_s']} "
            f"({verdict} the {STARTUP_TARGET_S} s target); CPU {report[f'{key}_cpu_median_s']} s"
        )
    (DIST / "build-report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    log(f"summary written to {(DIST / 'build-report.json').relative_to(ROOT)}")
    if shutil.which("du") and sys.platform != "win32":
        du = subprocess.run(["du", "-sh", str(folder)], capture_output=True, text=True)
        log(f"du -sh: {du.stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
