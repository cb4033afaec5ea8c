"""Unit tests of .ci/bench/callgrind.py: the summary parser, and a real count when valgrind is installed."""
import os
import shutil
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import callgrind  # noqa: E402


def test_reads_the_total_of_the_summary_line():
    stderr = "==27158== Events    : Ir\n==27158== Collected : 4222043462\n==27158== \n==27158== I   refs:      4,222,043,462\n"
    assert callgrind.parse_count(stderr) == 4222043462
    assert callgrind.parse_count("==1== I   refs:      2,868,121,766\n") == 2868121766


def test_no_summary_is_none():
    assert callgrind.parse_count("valgrind: failed to start tool 'callgrind'\n") is None


@pytest.mark.skipif(not callgrind.available(), reason="valgrind is not installed")
def test_counts_a_real_program():
    small = callgrind.instructions([shutil.which("true")])
    larger = callgrind.instructions([shutil.which("sh"), "-c", "i=0; while [ $i -lt 2000 ]; do i=$((i+1)); done"])
    assert 0 < small < larger
