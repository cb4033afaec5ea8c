"""Unit tests of .ci/bench/fuzz_input_costs.py: its size buckets and its seeded sample."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import fuzz_input_costs  # noqa: E402


def test_buckets_split_at_256_bytes_1_kb_and_4_kb():
    assert [fuzz_input_costs.bucket_of(size) for size in (0, 256, 257, 1024, 1025, 4096, 4097, 16384)] == [
        0, 0, 1, 1, 2, 2, 3, 3]


def test_the_sample_depends_on_the_seed_and_the_names_not_on_listing_order(tmp_path, monkeypatch):
    names = ["c", "a", "d", "b", "e"]
    for name in names:
        (tmp_path / name).write_bytes(b"x")
    first = fuzz_input_costs.sample(str(tmp_path), 3, seed=1)
    assert len(set(first)) == 3
    monkeypatch.setattr(fuzz_input_costs.os, "listdir", lambda folder: list(reversed(names)))
    assert fuzz_input_costs.sample(str(tmp_path), 3, seed=1) == first, "the same sample whatever order the folder lists"
    assert sorted(fuzz_input_costs.sample(str(tmp_path), 10, seed=1)) == [str(tmp_path / name) for name in sorted(names)]
    assert any(fuzz_input_costs.sample(str(tmp_path), 3, seed=seed) != first for seed in range(2, 10))
