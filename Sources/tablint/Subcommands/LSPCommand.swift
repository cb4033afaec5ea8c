import ArgumentParser
import Foundation
import TabLintServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17) over standard input and output.",
        discussion: """
            Editors start it and talk JSON-RPC over stdin/stdout; logs go to standard error. Exit status: 0 after a \
            'shutdown' request, 1 when the input ends or 'exit' comes without one.
            """)

    @Flag(help: "Talk over standard input and output (the only transport; accepted because many clients pass it).")
    var stdio = false

    @Option(help: .hidden)
    var clientProcessId: Int?

    @Option(help: "Configuration file (default: .tablint.yml in the first workspace folder that has one).")
    var config: String?

    func run() throws {
        // A client that goes away must end the server through EOF, not kill it with SIGPIPE mid-write.
        signal(SIGPIPE, SIG_IGN)
        let configurationFile = config.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let status = LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, configurationFile: configurationFile).run()
        Foundation.exit(status)
    }
}
