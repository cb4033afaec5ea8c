#!/usr/bin/env bash
# Regenerates the committed reports of the bundled Corpus (Reports/corpus.json and Reports/corpus.txt).
# CorpusReportTests fails whenever these differ from what the current code produces.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tablint >/dev/null
tablint=.build/debug/tablint
"$tablint" lint Corpus --format json --fail-on never --quiet --output Reports/corpus.json
"$tablint" lint Corpus --format text --fail-on never --quiet --output Reports/corpus.txt
echo "refreshed Reports/corpus.json and Reports/corpus.txt"
