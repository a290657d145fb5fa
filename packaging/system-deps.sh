#!/bin/sh
# Installs, on Debian and Ubuntu, what `python3 -m venv` and PySide6's Qt need from the system,
# and only what is missing (a second run does nothing and needs no root).
#
# The libraries are those `ldd` reports "not found" for Qt's xcb, wayland and offscreen
# platform plugins, their xcb GL, input-context, theme and image plugins, and the Qt and
# PySide6 libraries the game loads, in a minimal Debian 12 (debootstrap --variant=minbase)
# with PySide6-Essentials 6.11. Each entry is "soname:package"; presence is checked by soname,
# so Ubuntu's renamed packages (libglib2.0-0t64 providing libglib2.0-0) count as installed.
# libgssapi_krb5 is for Qt's QtNetwork and its lupdate (the tests' catalogue check runs it):
# Debian 12's python3 pulls it in, Ubuntu 24.04's does not.
# Usage: sh packaging/system-deps.sh  (as root, or as a user who may use sudo)
set -eu

LIBS="
libEGL.so.1:libegl1
libGL.so.1:libgl1
libX11.so.6:libx11-6
libX11-xcb.so.1:libx11-xcb1
libdbus-1.so.3:libdbus-1-3
libfontconfig.so.1:libfontconfig1
libfreetype.so.6:libfreetype6
libglib-2.0.so.0:libglib2.0-0
libgthread-2.0.so.0:libglib2.0-0
libgssapi_krb5.so.2:libgssapi-krb5-2
libwayland-client.so.0:libwayland-client0
libwayland-cursor.so.0:libwayland-cursor0
libwayland-egl.so.1:libwayland-egl1
libxcb.so.1:libxcb1
libxcb-cursor.so.0:libxcb-cursor0
libxcb-glx.so.0:libxcb-glx0
libxcb-icccm.so.4:libxcb-icccm4
libxcb-image.so.0:libxcb-image0
libxcb-keysyms.so.1:libxcb-keysyms1
libxcb-randr.so.0:libxcb-randr0
libxcb-render.so.0:libxcb-render0
libxcb-render-util.so.0:libxcb-render-util0
libxcb-shape.so.0:libxcb-shape0
libxcb-shm.so.0:libxcb-shm0
libxcb-sync.so.1:libxcb-sync1
libxcb-util.so.1:libxcb-util1
libxcb-xfixes.so.0:libxcb-xfixes0
libxcb-xkb.so.1:libxcb-xkb1
libxkbcommon.so.0:libxkbcommon0
libxkbcommon-x11.so.0:libxkbcommon-x11-0
"

# --build: also what the PyInstaller bundle build needs (packaging/build.py checks for it).
if [ "${1:-}" = "--build" ]; then
  version=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo 3)
  LIBS="$LIBS libpython$version.so.1.0:libpython$version"
  if ! command -v objdump >/dev/null 2>&1; then
    LIBS="$LIBS objdump-missing:binutils"
  fi
fi

if [ "${1:-}" = "--list" ]; then
  for entry in $LIBS; do echo "${entry%%:*} ${entry#*:}"; done
  exit 0
fi

ldconfig_bin=$(command -v ldconfig || echo /sbin/ldconfig)
known=$("$ldconfig_bin" -p 2>/dev/null || true)
missing=""
for entry in $LIBS; do
  soname=${entry%%:*}
  package=${entry#*:}
  if ! printf '%s\n' "$known" | grep -q "^[[:space:]]*$soname "; then
    case " $missing " in *" $package "*) ;; *) missing="$missing $package" ;; esac
  fi
done
# python3 -m venv needs Debian's python3-venv (ensurepip); a python3 built elsewhere has it.
if ! command -v python3 >/dev/null 2>&1; then
  missing="$missing python3 python3-venv"
elif ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
  missing="$missing python3-venv"
fi

if [ -z "$missing" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: not Debian/Ubuntu; install your system's packages for:$missing" >&2
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "system-deps: run as root or install sudo; missing:$missing" >&2
    exit 1
  fi
  sudo=sudo
fi
echo "system-deps: installing$missing"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
# shellcheck disable=SC2086  # the package list is meant to split
if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  $missing >/dev/null; then
  echo "system-deps: apt-get could not install:$missing" >&2
  echo "system-deps: on Ubuntu, libxcb-cursor0 and python3-venv are in 'universe':" \
    "sudo add-apt-repository universe" >&2
  exit 1
fi
