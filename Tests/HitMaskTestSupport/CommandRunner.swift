import Foundation

/// Runs the built `hitmask` executable and captures what it prints.
package struct CommandResult {
    package let status: Int32
    /// True when a signal ended the process (a trap, an abort): never acceptable, whatever the input.
    package let crashed: Bool
    package let standardOutput: String
    package let standardError: String
}

package enum CommandRunner {
    package static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("hitmask")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("hitmask")
    }

    /// Runs the CLI; `input`, when given, is its standard input.
    package static func run(_ arguments: [String], input: [UInt8]? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let standardInput = Pipe()
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            // Small inputs only: written before the outputs are read.
            standardInput.fileHandleForWriting.write(Data(input))
            try standardInput.fileHandleForWriting.close()
        }
        // Read before waiting, so a full pipe cannot stall the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
