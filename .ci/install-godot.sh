#!/usr/bin/env bash
# Installs a Godot that Debian 12 does not have, for the add-ons' tests, without touching the machine's own apt
# sources: a private apt configuration for a newer suite fetches the package and everything it depends on, unpacked
# into one folder and started through that folder's own C library loader (these Godots need a newer glibc than
# Debian 12's). Prints the path of a launcher; a second run reuses it.
#   bash .ci/install-godot.sh 4      Godot 4.6 (unstable's `godot`, an editor build that runs headless)
#   bash .ci/install-godot.sh 3.6    Godot 3.6, the last 3.x (Debian 13's `godot3-server`)
# The folder is /opt/hitmask-godotVERSION, or $HITMASK_GODOT_HOME.
set -euo pipefail
case "${1:-}" in
    4) suite=sid package=godot binary=godot ;;
    3.6) suite=trixie package=godot3-server binary=godot3-server ;;
    *) echo "usage: bash .ci/install-godot.sh 4|3.6" >&2; exit 64 ;;
esac
home="${HITMASK_GODOT_HOME:-/opt/hitmask-godot$1}"
launcher="$home/godot$1"
if [ -x "$launcher" ] && "$launcher" --version >/dev/null 2>&1; then
    echo "$launcher"; exit 0
fi
rm -rf "$home"; mkdir -p "$home"/{lists/partial,cache/archives/partial,debs,root}
# The mirror the machine's own sources name (deb.debian.org when they name none), signed by the archive keyring.
mirror=$(grep -rhoE '^(URIs: *|deb +)https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
    | grep -oE 'https?://[^ ]+' | head -1 || true)
mirror="${mirror:-http://deb.debian.org/debian}"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror%/} $suite main" > "$home/sources.list"
apt_options=(-o "Dir::Etc::SourceList=$home/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$home/lists" -o "Dir::Cache=$home/cache" -o Dir::State::status=/dev/null
    -o APT::Architecture=amd64 -o APT::Architectures=amd64)
apt-get "${apt_options[@]}" -q update >&2
# Everything the package needs, recursively; fonts and debconf are not needed to run it headless.
packages=$(apt-cache "${apt_options[@]}" depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances --no-pre-depends "$package" | grep '^[a-z]' | sort -u \
    | grep -vE '^(debconf|debconf-2.0|cdebconf|fonts-.*|fontconfig-config)$')
(cd "$home/debs" && apt-get "${apt_options[@]}" -q download $packages >&2)
for deb in "$home"/debs/*.deb; do dpkg -x "$deb" "$home/root"; done
rm -rf "$home/debs" "$home/cache" "$home/lists"
libs="$home/root/usr/lib/x86_64-linux-gnu"
cat > "$launcher" <<LAUNCHER
#!/bin/sh
# $package from Debian's $suite, through its own C library (installed by .ci/install-godot.sh).
exec "$libs/ld-linux-x86-64.so.2" --library-path "$libs:$libs/pulseaudio" "$home/root/usr/bin/$binary" "\$@"
LAUNCHER
chmod +x "$launcher"
"$launcher" --version >&2
echo "$launcher"
