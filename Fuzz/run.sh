#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and runs each for a
# given time on seeds made from Fixtures/. A crash, leak, timeout or memory
# blow-up stops that target, leaves the input in Fuzz/findings/, and makes this
# script fail; turn each finding into a regression test in Tests/.
#
#   Fuzz/run.sh SECONDS [TARGET...]     (targets: FuzzPNG FuzzCgBI FuzzJPEG
#                                        FuzzSVG FuzzSVGWorker FuzzNinePatch FuzzStyle FuzzIPA FuzzVector FuzzIconComposer FuzzICNS FuzzICO FuzzCar)
#
# The corpus grows in Fuzz/corpus/TARGET between runs (ignored by git).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:?usage: Fuzz/run.sh SECONDS [TARGET...]}"
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzPNG FuzzCgBI FuzzJPEG FuzzSVG FuzzSVGWorker FuzzNinePatch FuzzStyle FuzzIPA FuzzVector FuzzIconComposer FuzzICNS FuzzICO FuzzCar)

# SwiftPM's --sanitize=fuzzer instruments only this package's targets (and makes
# libFuzzer's main the executables' main); -Xswiftc and -Xcc carry the coverage
# instrumentation into Tintype and its C shims, which are what is being fuzzed.
# FUZZ_CONFIGURATION=debug builds faster and runs slower (CI's smoke run takes it).
flags=(-c "${FUZZ_CONFIGURATION:-release}" --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link)
swift build "${flags[@]}" 2>&1 | grep -v -e "Cannot export local symbol" -e "^\[" || true
bin="$(swift build "${flags[@]}" --show-bin-path)"
python3 make-seeds.py corpus
mkdir -p findings

declare -A dictionary=(
  [FuzzPNG]=png [FuzzCgBI]=png [FuzzNinePatch]=png [FuzzJPEG]=jpeg [FuzzSVG]=svg [FuzzSVGWorker]=svg [FuzzStyle]=json [FuzzIPA]=zip [FuzzVector]=svg [FuzzIconComposer]=json [FuzzICNS]=png [FuzzICO]=png [FuzzCar]=car)
failed=()
for target in "${targets[@]}"; do
  [ -x "$bin/$target" ] || { echo "no fuzz target $target" >&2; exit 2; }
  echo "== $target: ${seconds} s"
  started=$SECONDS
  # Swift's own crash handler is off so that ASan and libFuzzer report the crash itself.
  # ASan's leak check is off: librsvg and GLib keep caches for the life of the process.
  if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "corpus/$target" \
       -dict="dictionaries/${dictionary[$target]}.dict" -max_total_time="$seconds" -timeout=10 \
       -rss_limit_mb=1024 -max_len=65536 -artifact_prefix="findings/$target-" -print_final_stats=1 \
       > "findings/$target.log" 2>&1; then
    grep -E "^stat::number_of_executed_units|^stat::new_units_added|^stat::peak_rss_mb" "findings/$target.log" | tr '\n' ' '
    echo "($((SECONDS - started)) s)"
  else
    echo "$target FAILED; the input is in Fuzz/findings/, the log in Fuzz/findings/$target.log:" >&2
    grep -E "ERROR|SUMMARY|Fatal error|deadly signal|Test unit written" "findings/$target.log" | head -20 >&2
    failed+=("$target")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: no findings in ${#targets[@]} target(s)"
