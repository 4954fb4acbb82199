import ArgumentParser
import Testing

@testable import hitmask

@Suite("Command names")
struct CommandNameTests {
    /// ArgumentParser derives a missing name from the type's name through reflection: protocol-conformance lookups
    /// that were a third of the instructions of every start.
    @Test("every command declares its name")
    func everyCommandDeclaresItsName() {
        var commands: [ParsableCommand.Type] = [Hitmask.self]
        var names: [String] = []
        while let command = commands.popLast() {
            let name = command.configuration.commandName
            #expect(name != nil, "\(command)")
            names.append(name ?? "")
            commands += command.configuration.subcommands
        }
        #expect(
            names.sorted() == [
                "config", "export", "generate", "hitmask", "init", "inspect", "lint", "query", "report", "verify",
            ])
    }
}
