#!/usr/bin/env bash
# Times HitMask.cs (Readers/CSharp) loading every .hitmask in FOLDER under Mono (BenchLoad.cs, built with mcs
# -optimize) and prints "SECONDS FILES WIDTHS": `bash bench-load-csharp.sh FOLDER`. hitmask-benchmark runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
for tool in mcs mono; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install mono-mcs mono-runtime)" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mcs -langversion:7.2 -optimize -out:"$work/BenchLoad.exe" "$here/BenchLoad.cs" "$here/../../../Readers/CSharp/Runtime/HitMask.cs"
mono "$work/BenchLoad.exe" "$1"
