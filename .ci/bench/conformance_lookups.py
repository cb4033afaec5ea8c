"""Lists the Swift runtime's protocol-conformance lookups of one run: each (type, protocol) pair the first time asked.

Usage (gdb's Python, from the repository root):
    gdb -q -batch -ex "source .ci/bench/conformance_lookups.py" --args BINARY ARGUMENTS... | swift demangle --simplified

An uncached lookup scans every conformance record of the process (`startup.py` counts them; about 11,800 in
`tablint`), so each pair printed cost one full scan. gdb stops at every call of the runtime's
`swift_conformsToProtocolMaybeInstantiateSuperclasses` (the binary must keep its symbol table; `strip -g` does),
reads the type metadata and protocol descriptor from its arguments (the first register holds the address of the
returned pair), and prints the first call of each pair as `LOOKUP type | protocol` with their symbols; a generic
type's metadata has no symbol, so its nominal type descriptor is named instead. `DISTINCT n` closes the list.
"""
import gdb  # noqa: F401  (gdb's own module: run this file inside gdb)

FUNCTION = ("_ZL52swift_conformsToProtocolMaybeInstantiateSuperclassesPKN5swift14TargetMetadataINS_9InProcessEEE"
            "PKNS_24TargetProtocolDescriptorIS1_EEb")
seen = set()
pairs = []


def symbol(address):
    text = gdb.execute("info symbol 0x%x" % address, to_string=True).strip()
    return text.split(" in section")[0] if not text.startswith("No symbol") else None


class Lookup(gdb.Breakpoint):
    def stop(self):
        metadata = int(gdb.parse_and_eval("$rsi"))
        protocol = int(gdb.parse_and_eval("$rdx"))
        if (metadata, protocol) in seen:
            return False
        seen.add((metadata, protocol))
        name = symbol(metadata)
        if name is None:
            memory = gdb.selected_inferior()
            kind = int.from_bytes(memory.read_memory(metadata, 8), "little")
            # Struct, enum and optional metadata (kinds below 0x800) hold their type descriptor next.
            descriptor = int.from_bytes(memory.read_memory(metadata + 8, 8), "little") if kind < 0x800 else 0
            name = "generic of " + (symbol(descriptor) or hex(metadata)) if descriptor else hex(metadata)
        pairs.append((name, symbol(protocol) or hex(protocol)))
        return False


Lookup(FUNCTION)
gdb.execute("run")
for name, protocol in pairs:
    print("LOOKUP", name, "|", protocol)
print("DISTINCT", len(pairs))
