extension FuzzTarget {
    /// A real `LanguageServer` fed the input as a sequence of messages, after an `initialize` and an
    /// `initialized` of the harness's own; it serves until the input ends (or an `exit` among the messages).
    /// See `ServerSandbox` for what is rewritten so that a run touches no file outside an empty folder.
    static let server = FuzzTarget(name: "server", summary: "the language server fed a sequence of messages (LanguageServer)") { bytes in
        ServerSandbox.shared.serve(bytes)
    }
}
