import ArgumentParser
import Testing

@testable import hitmask

@Suite("Command names")
struct CommandNameTests {
    /// ArgumentParser derives a missing name from the type's name through reflection, which costs every start
    /// about 2 ms (8 M instructions, most of them conformance lookups).
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
