"""The bundle's glibc floor: held to the README's promise where release bundles are built,
and told truthfully (build log, the .deb's ``Depends``) where a newer system builds one."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"packaging_{name}", ROOT / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return _load("build")


@pytest.fixture(scope="module")
def deb() -> ModuleType:
    return _load("deb")


def test_on_debian_12_a_bundle_needing_more_than_the_promise_fails(build: ModuleType) -> None:
    assert build.glibc_verdict((2, 35), (2, 36))[0]
    ships, why = build.glibc_verdict((2, 36), (2, 36))
    assert not ships and "2.36" in why and "2.35" in why


def test_on_ubuntu_24_04_the_readme_s_deb_route_builds_and_says_what_it_needs(
    build: ModuleType, deb: ModuleType
) -> None:
    """Ubuntu 24.04 (glibc 2.39): its library copies need glibc 2.38, and the build used to
    stop there ("FAILED: the bundle needs glibc 2.38"), so the README's .deb line failed."""
    ships, why = build.glibc_verdict((2, 38), (2, 39))
    assert ships and "2.38" in why
    assert deb.libc_depends((2, 38)) == "libc6 (>= 2.38)"
    assert deb.libc_depends((2, 34)) == "libc6 (>= 2.35)"
    assert deb.libc_depends(None) == "libc6 (>= 2.35)"


def test_this_system_s_glibc_is_read(build: ModuleType) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("glibc is Linux's")
    assert build.host_glibc() >= (2, 17)
