#!/usr/bin/env bash
# Sanitizer runs (issue 10), each in its own build folder so the normal .build stays as it is:
#  1. ThreadSanitizer: the server, transport and linter tests (.build-tsan).
#  2. AddressSanitizer: the whole suite but PluginTests and ArtifactBundleTests (.build-asan); leak checking is step 3's.
#  3. LeakSanitizer (ASan's, from the Swift toolchain's clang runtime): the ASan `tablint` lints the Corpus and,
#     when present, ../shared/corpus/real, several formats, with leak detection on.
# Zero reports allowed: each step stops at the first report (halt_on_error) and its log is searched for one too.
# Suppressions: .ci/sanitizers/{tsan,lsan}.supp, narrow and each with its reason (CONTRIBUTING.md).
# Usage: bash .ci/sanitizers.sh [tsan] [asan] [lsan]   (no argument: all three)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(tsan asan lsan)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Fails when a log holds a sanitizer report.
no_reports() {
  if grep -n -E 'WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY: (Address|Thread|Leak)Sanitizer' "$1"; then
    echo "sanitizers: $2 reported the problems above (full log follows)" >&2
    tail -n 400 "$1" >&2
    exit 1
  fi
}

timed() { # name, command…
  local name=$1 start=$SECONDS
  shift
  echo "sanitizers: $name: $*"
  if ! "$@" >"$logs/$name.log" 2>&1; then
    no_reports "$logs/$name.log" "$name"
    tail -n 200 "$logs/$name.log" >&2
    echo "sanitizers: $name failed" >&2
    exit 1
  fi
  no_reports "$logs/$name.log" "$name"
  echo "sanitizers: $name passed in $((SECONDS - start)) s"
}

for step in "${steps[@]}"; do
  case $step in
  tsan)
    timed tsan-build swift build --build-tests --sanitize=thread --scratch-path .build-tsan
    timed tsan-test env TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$root/.ci/sanitizers/tsan.supp" \
      swift test --skip-build --sanitize=thread --scratch-path .build-tsan \
      --filter 'TabLintServerTests|LSPTransportTests|TabLintCoreTests|TabLintRulesTests'
    ;;
  asan)
    timed asan-build swift build --build-tests --sanitize=address --scratch-path .build-asan
    # PluginTests and ArtifactBundleTests build packages of their own with SwiftPM (what they check is SwiftPM's use
    # of tablint, not its memory), and PluginTests takes minutes.
    timed asan-test env ASAN_OPTIONS="halt_on_error=1 detect_leaks=0" \
      swift test --skip-build --sanitize=address --scratch-path .build-asan --skip 'PluginTests|ArtifactBundleTests'
    ;;
  lsan)
    timed lsan-build swift build --product tablint --sanitize=address --scratch-path .build-asan
    tablint=$(swift build --product tablint --sanitize=address --scratch-path .build-asan --show-bin-path)/tablint
    inputs=(Corpus)
    [ -d ../shared/corpus/real ] && inputs+=(../shared/corpus/real)
    export ASAN_OPTIONS="halt_on_error=1 detect_leaks=1" LSAN_OPTIONS="suppressions=$root/.ci/sanitizers/lsan.supp print_suppressions=0"
    for format in json sarif html; do
      timed "lsan-lint-$format" "$tablint" lint "${inputs[@]}" --format "$format" --fail-on never --quiet --output "$logs/report.$format"
    done
    timed lsan-graph "$tablint" graph Corpus/Tabster --format dot --output "$logs/graph.dot"
    ;;
  *)
    echo "sanitizers: unknown step '$step' (tsan, asan, lsan)" >&2
    exit 2
    ;;
  esac
done
