#!/usr/bin/env bash
# Installs Godot 4 (Debian unstable's `godot`, an editor build that runs headless) for the Godot 4 add-on's tests,
# without touching the machine's own apt sources: a private apt configuration for the suite "sid" fetches the package
# and everything it depends on, unpacked into one folder and started through that folder's own C library loader
# (Godot 4.6 needs a newer glibc than Debian 12's). Prints the path of a `godot4` launcher; a second run reuses it.
#   bash .ci/install-godot4.sh [FOLDER]      (default: $HITMASK_GODOT4_HOME, else /opt/hitmask-godot4)
set -euo pipefail
home="${1:-${HITMASK_GODOT4_HOME:-/opt/hitmask-godot4}}"
launcher="$home/godot4"
if [ -x "$launcher" ] && "$launcher" --headless --version >/dev/null 2>&1; then
    echo "$launcher"; exit 0
fi
rm -rf "$home"; mkdir -p "$home"/{lists/partial,cache/archives/partial,debs,root}
# The mirror the machine's own sources name (deb.debian.org when they name none), signed by the archive keyring.
mirror=$(grep -rhoE '^(URIs: *|deb +)https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
    | grep -oE 'https?://[^ ]+' | head -1 || true)
mirror="${mirror:-http://deb.debian.org/debian}"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror%/} sid main" > "$home/sources.list"
apt_options=(-o "Dir::Etc::SourceList=$home/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$home/lists" -o "Dir::Cache=$home/cache" -o Dir::State::status=/dev/null
    -o APT::Architecture=amd64 -o APT::Architectures=amd64)
apt-get "${apt_options[@]}" -q update >&2
# Everything godot needs, recursively; fonts and debconf are not needed to run it headless.
packages=$(apt-cache "${apt_options[@]}" depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances --no-pre-depends godot | grep '^[a-z]' | sort -u \
    | grep -vE '^(debconf|debconf-2.0|cdebconf|fonts-.*|fontconfig-config)$')
(cd "$home/debs" && apt-get "${apt_options[@]}" -q download $packages >&2)
for deb in "$home"/debs/*.deb; do dpkg -x "$deb" "$home/root"; done
rm -rf "$home/debs" "$home/cache" "$home/lists"
libs="$home/root/usr/lib/x86_64-linux-gnu"
cat > "$launcher" <<LAUNCHER
#!/bin/sh
# Godot 4 from Debian unstable, through its own C library (installed by .ci/install-godot4.sh).
exec "$libs/ld-linux-x86-64.so.2" --library-path "$libs:$libs/pulseaudio" "$home/root/usr/bin/godot" "\$@"
LAUNCHER
chmod +x "$launcher"
"$launcher" --headless --version >&2
echo "$launcher"
