#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each: `bash .ci/fuzz.sh SECONDS [TARGET…]`.
#  - Builds `tablint-fuzz` with AddressSanitizer and libFuzzer's coverage of TabLint's own modules (`TABLINT_FUZZ=1`:
#    see the end of Package.swift), in release, in its own scratch path `.build-fuzz`.
#  - Seeds `.build-fuzz/fuzz/corpus/<target>/` from the repository (`.ci/fuzz-seeds.py`); what the fuzzer finds
#    is kept there for the next local run.
#  - Prints, per target, runs, executions per second and coverage (libFuzzer's `cov`: edges) and appends them
#    to `.build-fuzz/fuzz/summary.tsv`; a crash, a timeout or an out-of-memory input is saved under
#    `.build-fuzz/fuzz/artifacts/<target>/` and fails the script (see CONTRIBUTING: it becomes a regression test).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: .ci/fuzz.sh SECONDS [TARGET…]}
shift
scratch=.build-fuzz
work=$scratch/fuzz
flags=(-c release --scratch-path "$scratch" --sanitize=address)
export TABLINT_FUZZ=1

echo "fuzz: TABLINT_FUZZ=1 swift build ${flags[*]} --product tablint-fuzz"
start=$(date +%s)
swift build "${flags[@]}" --product tablint-fuzz
echo "fuzz: built in $(($(date +%s) - start)) s"
binary="$(swift build "${flags[@]}" --show-bin-path)/tablint-fuzz"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  # every target `tablint-fuzz --list` names
  mapfile -t targets < <("$binary" --list | sed -n 's/^  \([a-z]*\): .*/\1/p')
fi

python3 .ci/fuzz-seeds.py "$work/corpus"
cat Fuzz/Dictionaries/lsp.dict Fuzz/Dictionaries/ib.dict > "$work/server.dict"

dictionary() {
  case $1 in
    documents) echo Fuzz/Dictionaries/ib.dict ;;
    strings) echo Fuzz/Dictionaries/strings.dict ;;
    configuration) echo Fuzz/Dictionaries/configuration.dict ;;
    project) echo Fuzz/Dictionaries/project.dict ;;
    code) echo Fuzz/Dictionaries/code.dict ;;
    lsp) echo Fuzz/Dictionaries/lsp.dict ;;
    *) echo "$work/server.dict" ;;
  esac
}
max_len() {
  case $1 in
    documents | project) echo 32768 ;;
    strings | configuration) echo 8192 ;;
    *) echo 16384 ;;
  esac
}

# AddressSanitizer's options. Leaks are not crashes (the Swift runtime keeps caches to the end), so LeakSanitizer is
# off. `code` spends most of its time in ASan's checks of the memory swift-syntax's parser copies (struct copies the
# compiler makes with memcpy, which Swift keeps in bounds) and in recording each allocation's stack: its own code
# copies no memory by hand (its byte search uses memchr and memcmp, which stay checked), so for it the memcpy family
# goes unchecked and reports carry no allocation stacks (replay a saved input with the default options for them):
# 1.5x the executions (Reports/fuzzing.md, twelfth run).
asan_options() {
  case $1 in
    code) echo detect_leaks=0:replace_intrin=0:malloc_context_size=0 ;;
    *) echo detect_leaks=0 ;;
  esac
}

failed=()
printf 'fuzz: %-14s %12s %10s %8s  %s\n' target runs exec/s edges result
for target in "${targets[@]}"; do
  mkdir -p "$work/artifacts/$target" "$work/logs"
  log="$work/logs/$target.log"
  command=("$binary" "$target" "-max_total_time=$seconds" "-dict=$(dictionary "$target")" "-max_len=$(max_len "$target")"
    -rss_limit_mb=2048 -timeout=20 -detect_leaks=0 -print_final_stats=1 "-artifact_prefix=$work/artifacts/$target/"
    "$work/corpus/$target")
  echo "${command[*]}" > "$log.command"
  status=0
  # The Swift runtime's crash handler would race libFuzzer's (libFuzzer reports and saves the input).
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=$(asan_options "$target") timeout $((seconds + 300)) "${command[@]}" > "$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  edges=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  result=ok
  if [ "$status" -eq 0 ] && [ "${edges:-0}" -eq 0 ]; then
    # A build whose modules lost their coverage (a manifest that did not see TABLINT_FUZZ) fuzzes blind.
    status=1
    echo "fuzz: $target reported no coverage: is TabLint built with -sanitize-coverage?"
  fi
  if [ "$status" -ne 0 ]; then
    result="FAILED (exit $status; log $log)"
    failed+=("$target")
    grep -E '^==[0-9]+==ERROR|^SUMMARY|Test unit written|ALARM|Fatal error' "$log" | head -8 || true
    # A CI machine's artifacts are gone with it: its log must carry the stack and the input, to replay it here.
    grep -E '^ *#[0-9]+ 0x' "$log" | head -40 || true
    for unit in "$work/artifacts/$target"/*; do
      [ -f "$unit" ] || continue
      echo "fuzz: $(basename "$unit") ($(wc -c < "$unit") bytes), base64:"
      head -c 65536 "$unit" | base64 -w 120
    done
  fi
  printf 'fuzz: %-14s %12s %10s %8s  %s\n' "$target" "${runs:-?}" "${speed:-?}" "${edges:-?}" "$result"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$seconds" "${runs:-}" "${speed:-}" "${edges:-}" >> "$work/summary.tsv"
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: ${failed[*]} failed; inputs under $work/artifacts/ (replay: swift run tablint-fuzz TARGET FILE)"
  exit 1
fi
