#!/usr/bin/env bash
# The README's batch table: one real icon folder through Tintype's batch (2
# states, one scale, light only, no sheet or preview: what the peers make),
# the libpng floor (Peers/libpng_floor.c: decode, place, two encodes, no pixel
# work) and Pillow (Peers/pillow_batch.py: the same job in Python), outputs on
# tmpfs, the median of 7 runs each (in rounds); then the bytes Pillow writes for Tintype's
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
median() { sort -n | sed -n 4p; }
seconds() { # command...: wall seconds of one run
  local start end
  start=$(date +%s%N); "$@" > /dev/null; end=$(date +%s%N)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}
# The programs: name, output folder, command.
names=("tintype batch, 2 jobs" "tintype batch, 1 job" "libpng floor (C, 1 thread)" "Pillow (1 process)")
outputs=("$work/tintype" "$work/tintype1" "$work/floor" "$work/pillow")
program() { # index: runs that program once into its output folder
  local out=${outputs[$1]}
  rm -rf "$out"; mkdir -p "$out"
  case $1 in
    0) seconds "$tintype" batch "$icons" -o "$out" --scales 1 --no-dark --no-sheet --no-preview -q --force \
         --selected '#D5E5F8,#318CE4' --mask alpha ;;
    1) seconds "$tintype" batch "$icons" -o "$out" --scales 1 --no-dark --no-sheet --no-preview -q --force \
         --selected '#D5E5F8,#318CE4' --mask alpha --jobs 1 ;;
    2) seconds "$work/libpng-floor" "$icons" "$out" ;;
    3) seconds python3 "$root/Benchmarks/Peers/pillow_batch.py" "$icons" "$out" ;;
  esac
}
# Seven rounds, each running every program once, so that a slow spell of the machine
# slows all of them alike; each program's median is reported.
declare -A times
for _ in 1 2 3 4 5 6 7; do
  for index in 0 1 2 3; do times[$index]+="$(program "$index") "; done
done
echo "$count icons from $icons, $(nproc) cores"
echo
echo "| program | seconds (median of 7) | icons/s | bytes of the icon PNGs |"
echo "|---|---|---|---|"
for index in 0 1 2 3; do
  t=$(printf '%s\n' ${times[$index]} | median)
  printf '| %s | %s | %.0f | %s |\n' "${names[$index]}" "$t" "$(echo "$count / $t" | bc -l)" "$(icon_bytes "${outputs[$index]}")"
done
echo
python3 "$root/Benchmarks/Peers/pillow_reencode.py" "$work/tintype" "$work/reencoded"
