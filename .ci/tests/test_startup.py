"""Tests of .ci/bench/startup.py's readers of callgrind_annotate output."""
import os
import shutil
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import startup  # noqa: E402

SCAN = ("???:swift_conformsToProtocolMaybeInstantiateSuperclasses(swift::TargetMetadata<swift::InProcess> const*, "
        "swift::TargetProtocolDescriptor<swift::InProcess> const*, bool) [/tmp/t]")


def test_inclusive_costs_take_each_phase_from_its_own_line():
    annotated = "\n".join([
        "39,692,988 (100.0%)  PROGRAM TOTALS",
        "22,314,213 (56.22%)  ???:$s14ArgumentParser15ParsableCommandPAAE11parseAsRootyAaB_pSaySSGSgKFZ [/tmp/t]",
        f"19,831,484 (49.96%)  {SCAN}",
        # the scan's inner lambda is another function, not the scan
        "16,329,459 (41.14%)  ???:swift_conformsToProtocolMaybeInstantiateSuperclasses(swift::TargetMetadata<swift::InProcess> "
        "const*, swift::TargetProtocolDescriptor<swift::InProcess> const*, bool)::$_2::operator()",
        "16,142,875 (40.67%)  ./elf/./elf/rtld.c:_dl_start [/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2]",
    ])
    assert startup.inclusive_costs(annotated) == {
        "argument parser": 22314213, "conformance lookups": 19831484, "loader": 16142875}


def test_lookup_count_adds_the_calls_of_every_caller():
    callers = "\n".join([
        "  17,283,868 (63.10%)  < ???:swift_conformsToProtocolWithExecutionContext (91x) [/tmp/t]",
        "   1,455,319 ( 5.31%)  < ???:swift_conformsToProtocolCommon (4x) [/tmp/t]",
        "     449,308 ( 1.64%)  < ???:swift_conformsToProtocol (4x) [/tmp/t]",
        f"   3,329,150 (12.15%)  *  {SCAN}",
        "",
    ])
    assert startup.lookup_count(callers) == 99
    assert startup.lookup_count("nothing here\n") == 0


@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf (binutils) is not installed")
def test_a_program_without_swift_has_no_conformance_records():
    assert startup.conformance_records("/bin/true") == 0
