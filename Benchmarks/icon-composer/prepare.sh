#!/bin/bash
# Puts each reference bundle of references.tsv beside Apple's renders of it, for measure.py.
# Usage: prepare.sh REPOSITORIES OUT [LIST]
#   A renders' entry naming an .icns file takes its largest image as the macOS Default render; one written
#   FILE=PLATFORM-APPEARANCE (iOS-Dark) takes that file as that render.
#   REPOSITORIES holds each repository as a git directory: OWNER+NAME/repo (a fetched snapshot)
#   or OWNER/NAME (a clone). OUT/NAME/ gets NAME.icon/ and apple/*-1024x1024@1x.png. LIST is
#   references.tsv (the bundles the renderer was fitted on) or heldout.tsv (bundles kept out of it).
set -euo pipefail
repositories=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
list=${3:-$here/references.tsv}
grep -v '^#' "$list" | while IFS=$'\t' read -r name repo commit bundle renders suffix note; do
  [ "$suffix" = - ] && suffix=""
  git=$repositories/${repo/\//+}/repo
  [ -d "$git" ] || git=$repositories/$repo/.git
  [ -d "$git" ] || { echo "$name: no repository $repo in $repositories" >&2; continue; }
  rm -rf "${out:?}/$name" && mkdir -p "$out/$name/apple"
  stem=$(basename "$bundle")
  git -c core.quotePath=false --git-dir="$git" ls-tree -r --name-only "$commit" "$bundle/" | while IFS= read -r file; do
    mkdir -p "$out/$name/$stem/$(dirname "${file#"$bundle"/}")"
    git --git-dir="$git" show "$commit:$file" > "$out/$name/$stem/${file#"$bundle"/}"
  done
  # The renders' folders, separated by |; "." is the repository's top.
  IFS='|' read -r -a folders <<< "$renders"
  for folder in "${folders[@]}"; do
    if [[ $folder == *=* ]]; then
      # A render under a name of its own, FILE=PLATFORM-APPEARANCE (a script's ictool --export-preview output).
      git --git-dir="$git" show "$commit:${folder%=*}" > "$out/$name/apple/${stem%.icon}-${folder##*=}-1024x1024@1x.png"
      continue
    fi
    if [[ $folder == *.icns ]]; then
      # An .icns that ictool or actool made from the bundle (as Scripts/build_icon.sh in steipete's apps does):
      # its largest image is Apple's macOS Default render.
      # The image is copied as stored, colour profile included (Pillow's .icns reader drops it).
      git --git-dir="$git" show "$commit:$folder" | python3 -c '
import sys, struct
data, at, best = sys.stdin.buffer.read(), 8, b""
while at + 8 <= len(data):
    length = struct.unpack(">I", data[at + 4:at + 8])[0]
    image = data[at + 8:at + length]
    if image[:8] == b"\x89PNG\r\n\x1a\n" and (not best or image[16:20] > best[16:20]): best = image
    at += max(length, 8)
open(sys.argv[1], "wb").write(best)' "$out/$name/apple/${stem%.icon}-macOS-Default-1024x1024@1x.png"
      continue
    fi
    if [ "$folder" = . ]; then listing=(); else listing=("$folder/"); fi
    git -c core.quotePath=false --git-dir="$git" ls-tree --name-only "$commit" "${listing[@]}" |
      { grep -E -- "-(iOS|macOS|watchOS)-[A-Za-z]+-1024x1024@1x$suffix\.png$" || true; } | while IFS= read -r file; do
        base=$(basename "$file"); git --git-dir="$git" show "$commit:$file" > "$out/$name/apple/${base%"$suffix".png}.png"
      done
  done
  echo "$name: $(find "$out/$name/$stem" -type f | wc -l) bundle files, $(ls "$out/$name/apple" | wc -l) renders"
done
