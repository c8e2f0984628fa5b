#!/usr/bin/env bash
# The README's batch table: one real icon folder through Tintype's batch (2
# states, one scale, light only, no sheet or preview: what the peers make),
# the libpng floor (Peers/libpng_floor.c: decode, place, two encodes, no pixel
# work) and Pillow (Peers/pillow_batch.py: the same job in Python), outputs on
# tmpfs, the median of 3 runs each; then the bytes Pillow writes for Tintype's
# own pixels (Peers/pillow_reencode.py).
#
# usage: Benchmarks/batch-table.sh [ICON_FOLDER]
# Default folder: Adwaita's 48 px legacy icons and 32 px action icons (514
# PNGs, Debian's adwaita-icon-theme), copied flat. Needs a release build of
# tintype (swift build -c release), cc, libpng-dev and python3 with Pillow.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /dev/shm/tintype-batch-table.XXXXXX 2>/dev/null || mktemp -d)"
trap 'rm -rf "$work"' EXIT
icons="${1:-}"
if [ -z "$icons" ]; then
  icons="$work/icons"
  mkdir -p "$icons"
  cp /usr/share/icons/Adwaita/48x48/legacy/*.png "$icons/"
  for file in /usr/share/icons/Adwaita/32x32/actions/*.png; do
    name="$(basename "$file" .png)"
    [ -e "$icons/$name.png" ] || cp "$file" "$icons/$name-32.png"
  done
fi
count=$(find "$icons" -maxdepth 1 -name '*.png' | wc -l)
tintype="$root/.build/release/tintype"
[ -x "$tintype" ] || { echo "build tintype first: swift build -c release" >&2; exit 1; }
cc -O2 "$root/Benchmarks/Peers/libpng_floor.c" $(pkg-config --cflags --libs libpng) -o "$work/libpng-floor"

icon_bytes() { # folder: the bytes of NAME.png and NAME-selected.png for every source NAME.png
  python3 -c 'import os, sys
names = [n[:-4] for n in os.listdir(sys.argv[1]) if n.endswith(".png")]
print(sum(os.path.getsize(os.path.join(sys.argv[2], n + s + ".png")) for n in names for s in ("", "-selected")))' "$icons" "$1"
}
median() { sort -n | sed -n 2p; }
seconds() { # command...: wall seconds of one run
  local start end
  start=$(date +%s%N); "$@" > /dev/null; end=$(date +%s%N)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}
run() { # name output command...
  local name=$1 out=$2; shift 2
  local times=()
  for _ in 1 2 3; do rm -rf "$out"; mkdir -p "$out"; times+=("$(seconds "$@")"); done
  local t; t=$(printf '%s\n' "${times[@]}" | median)
  printf '| %s | %s | %.0f | %s |\n' "$name" "$t" "$(echo "$count / $t" | bc -l)" "$(icon_bytes "$out")"
}
echo "$count icons from $icons, $(nproc) cores"
echo
echo "| program | seconds (median of 3) | icons/s | bytes of the icon PNGs |"
echo "|---|---|---|---|"
run "tintype batch, 2 jobs" "$work/tintype" "$tintype" batch "$icons" -o "$work/tintype" --scales 1 --no-dark --no-sheet \
  --no-preview -q --force --selected '#D5E5F8,#318CE4'
run "tintype batch, 1 job" "$work/tintype1" "$tintype" batch "$icons" -o "$work/tintype1" --scales 1 --no-dark --no-sheet \
  --no-preview -q --force --selected '#D5E5F8,#318CE4' --jobs 1
run "libpng floor (C, 1 thread)" "$work/floor" "$work/libpng-floor" "$icons" "$work/floor"
run "Pillow (1 process)" "$work/pillow" python3 "$root/Benchmarks/Peers/pillow_batch.py" "$icons" "$work/pillow"
echo
python3 "$root/Benchmarks/Peers/pillow_reencode.py" "$work/tintype" "$work/reencoded"
