extension OpenStepPlist {
    /// The entries of a `.strings` file's decoded UTF-8 text (no byte-order mark), in text order: `"key" = "value";`
    /// up to the end of the text (or one braced dictionary), each value a string or nil when it is an array or
    /// dictionary. A repeated key appears each time; its last entry is its value, as for CoreFoundation.
    ///
    /// Foundation's `PropertyListSerialization` reads the same files at a far higher cost per file, and every lint
    /// reads its documents' localizations. Text outside this reader's subset throws `Unsupported` (for instance an
    /// entry without `= value`, `\U` escapes, invalid UTF-8), and the caller falls back to Foundation, which also
    /// words the errors. `StringsTableReadingTests` checks that both give the same table for every `.strings` file of
    /// the Corpus and the real-world corpus.
    package static func stringsTable(_ bytes: [UInt8]) throws -> [(key: String, value: String?)] {
        let arena = try stringsArena(bytes)
        return arena.entries(arena.root).map { entry in
            (arena.string(entry.key) ?? "", arena.string(entry.value))
        }
    }
}
