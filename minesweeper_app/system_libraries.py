"""What to install when a system library Qt needs is missing, for the start-up messages.

The sonames and Debian packages are those of ``packaging/system-deps.sh`` (a test keeps the
two lists equal); the Fedora names are the packages that hold the same files.
"""

from __future__ import annotations

# soname -> (Debian/Ubuntu package, Fedora package)
PACKAGES: dict[str, tuple[str, str]] = {
    "libEGL.so.1": ("libegl1", "mesa-libEGL"),
    "libGL.so.1": ("libgl1", "mesa-libGL"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgssapi_krb5.so.2": ("libgssapi-krb5-2", "krb5-libs"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
}
EVERYTHING = (
    "`sh packaging/system-deps.sh` from the game's source installs everything Qt needs on "
    "Debian or Ubuntu (or: apt-get install libgl1 libegl1 libxkbcommon0 libfontconfig1 "
    "libdbus-1-3 libglib2.0-0 libxcb-cursor0); on Fedora: dnf install mesa-libGL mesa-libEGL "
    "libxkbcommon fontconfig dbus-libs glib2 xcb-util-cursor"
)


def _stem(soname: str) -> str:
    return soname.split(".so", 1)[0]


def packages_for(soname: str) -> tuple[str, str] | None:
    """(apt, dnf) package of a library, matched by soname, else by name without the version."""
    if soname in PACKAGES:
        return PACKAGES[soname]
    return next((p for name, p in PACKAGES.items() if _stem(name) == _stem(soname)), None)


def install_advice(soname: str | None) -> str:
    """The sentence that says what installs ``soname`` (or everything, when unknown)."""
    known = packages_for(soname) if soname else None
    if known is None:
        return EVERYTHING + "."
    apt, dnf = known
    return (
        f"On Debian or Ubuntu: sudo apt-get install {apt} (or `sh packaging/system-deps.sh` "
        f"from the game's source, which installs all Qt needs); on Fedora: sudo dnf install {dnf}."
    )
