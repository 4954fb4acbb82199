#!/usr/bin/env bash
# Builds everything a HitMask release holds into dist/ (CONTRIBUTING.md, "Making a release"):
#
#   hitmask-VERSION-linux-x86_64.tar.gz  the hitmask CLI, with the Swift runtime, libpng and zlib linked in (it needs
#                                        the C and C++ runtime libraries alone), its README and the licences
#   hitmask-godot4-VERSION.zip           the Godot 4 add-on, addons/hitmask/ at its root, as the Asset Library installs it
#   hitmask-godot3-VERSION.zip           the Godot 3 add-on, the same way
#   com.hitmask.runtime-VERSION.tgz      the Unity package (package/package.json inside), for "Add package from tarball"
#   hitmask.h (+ hitmask_tolerance.h,    the single-file readers, each carrying its licence
#   hitmask_outline.h, hitmask_overlap.h),
#   hitmask.lua,
#   hitmask.js (.d.ts)
#   SHA256SUMS
#
# VERSION is HitMaskVersion.current (Sources/HitMaskGenerator/HitMaskVersion.swift), the one place it is written;
# the tests keep CHANGELOG.md and every add-on's manifest equal to it. The archives are deterministic (entries
# sorted, times set to the release commit's, owners 0): the same commit gives the same bytes. .ci/prove-release.sh
# then runs the binary where nothing else is installed. Linux x86_64 only: run it on such a machine, with
# libpng-dev and zlib1g-dev (their static libraries) and zip installed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/HitMaskGenerator/HitMaskVersion.swift)
[ -n "$version" ] || { echo "release.sh: no version in HitMaskVersion.swift" >&2; exit 1; }
dist="$repo/dist"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rm -rf "$dist"
mkdir -p "$dist"
# Every file's time in the archives: the commit's, so that a rebuild of the same commit gives the same bytes.
epoch=$(git log -1 --format=%ct 2>/dev/null || echo 0)
stamp() { find "$1" -exec touch -h -d "@$epoch" {} +; }
tarball() { # FOLDER_PARENT ENTRY OUTPUT
    tar -C "$1" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -cf - "$2" | gzip -9n > "$3"
}

# 1. The CLI. --static-swift-stdlib links the Swift runtime and Foundation's essentials in. libpng and zlib are
# linked in from Debian's static libraries: the libpng module finds its link flags with pkg-config, so a libpng.pc
# of this build's own (first on PKG_CONFIG_PATH) names a folder holding just a "libpng16.a" that is a linker script
# grouping the real static libpng and zlib (zlib after libpng, which needs it); the linker takes it for -lpng16.
lib=/usr/lib/x86_64-linux-gnu
for archive in libpng16.a libz.a; do
    [ -f "$lib/$archive" ] || { echo "release.sh: $lib/$archive is missing (apt-get install libpng-dev zlib1g-dev)" >&2; exit 1; }
done
mkdir -p "$work/static"
echo "GROUP ( $lib/libpng16.a $lib/libz.a )" > "$work/static/libpng16.a"
printf 'Name: libpng\nDescription: libpng and zlib, static\nVersion: %s\nCflags: %s\nLibs: -L%s -lpng16\n' \
    "$(pkg-config --modversion libpng)" "$(pkg-config --cflags libpng)" "$work/static" > "$work/static/libpng.pc"
PKG_CONFIG_PATH="$work/static" swift build -c release --product hitmask --scratch-path .build-release \
    --static-swift-stdlib 2>&1 | grep -E "error|warning: .*/(Sources|Plugins)/|Build" | tail -3
binary=.build-release/release/hitmask
strip -o "$work/hitmask" "$binary"
unexpected=$(ldd "$work/hitmask" | awk '{print $1}' | grep -vE '^(linux-vdso\.so|/lib64/ld-linux-x86-64\.so|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so)' || true)
[ -z "$unexpected" ] || { echo "release.sh: the binary needs more than the C and C++ runtimes: $unexpected" >&2; exit 1; }
"$work/hitmask" --version | grep -q "^$version " || { echo "release.sh: hitmask --version does not name $version" >&2; exit 1; }
# The newest C and C++ runtime versions it asks for, which README states.
glibc=$(objdump -T "$work/hitmask" | grep -oE 'GLIBC_[0-9.]+' | sed 's/GLIBC_//' | sort -uV | tail -1)
glibcxx=$(objdump -T "$work/hitmask" | grep -oE 'GLIBCXX_[0-9.]+' | sed 's/GLIBCXX_//' | sort -uV | tail -1)

cli="hitmask-$version-linux-x86_64"
mkdir -p "$work/$cli/licenses"
cp "$work/hitmask" "$work/$cli/"
sed -e "s/VERSION/$version/g" -e "s/GLIBC_MINIMUM/$glibc/g" -e "s/GLIBCXX_MINIMUM/$glibcxx/g" docs/release/README.md \
    > "$work/$cli/README.md"
cp LICENSE "$work/$cli/LICENSE"
cp /usr/share/doc/libpng16-16/copyright "$work/$cli/licenses/libpng.txt"
zlib_copyright=/usr/share/doc/zlib1g/copyright
[ -f "$zlib_copyright" ] || zlib_copyright=/usr/share/doc/zlib1g-dev/copyright
cp "$zlib_copyright" "$work/$cli/licenses/zlib.txt"
swift_licence=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/swift/LICENSE.txt
[ -f "$swift_licence" ] && cp "$swift_licence" "$work/$cli/licenses/swift.txt"
stamp "$work/$cli"
tarball "$work" "$cli" "$dist/$cli.tar.gz"

# 2. The Godot add-ons, one zip per Godot major version: addons/hitmask/ (README and LICENSE inside) at each zip's root.
for major in 4 3; do
    mkdir -p "$work/godot$major/addons"
    cp -R "Readers/Godot$major/addons/hitmask" "$work/godot$major/addons/"
    stamp "$work/godot$major"
    (cd "$work/godot$major" && find addons | LC_ALL=C sort | zip -q -X -D "$dist/hitmask-godot$major-$version.zip" -@)
done

# 3. The Unity package: package/ holding package.json, as npm packs it and Unity's Package Manager reads it.
cp -R Readers/CSharp "$work/package"
stamp "$work/package"
tarball "$work" package "$dist/com.hitmask.runtime-$version.tgz"

# 4. The single-file readers.
cp Sources/CHitMask/include/hitmask.h Sources/CHitMask/include/hitmask_tolerance.h \
    Sources/CHitMask/include/hitmask_outline.h Sources/CHitMask/include/hitmask_overlap.h Readers/LOVE/hitmask.lua \
    Readers/JavaScript/hitmask.js Readers/JavaScript/hitmask.d.ts "$dist/"

(cd "$dist" && sha256sum -- * > SHA256SUMS)
echo "ok: release $version in dist/: $(cd "$dist" && ls | tr '\n' ' ')"
