import ArgumentParser

/// What `hitmask` exits with, declared once: commands throw these, and `hitmask --help` lists them from here.
enum ExitStatus {
    /// A file is bad: a PNG or mask is invalid or unreadable, or a check finds masks missing, stale or orphaned.
    static let fileProblem = ExitCode.failure
    /// Nothing was done: the configuration (hitmask.json, the inputs and placement) or an output cannot be used.
    static let setupProblem = ExitCode(2)
    /// The command line is wrong (ArgumentParser's own status for usage errors, EX_USAGE).
    static let usage = ExitCode.validationFailure

    /// The help's paragraph on exit statuses.
    static let help = """
        Exit status: 0 when all went well; \(fileProblem.rawValue) when a file is bad (an invalid or unreadable PNG \
        or mask, or masks missing, stale or orphaned under --check); \(setupProblem.rawValue) when nothing was done \
        because the configuration or an output cannot be used (hitmask.json, inputs, output folders); \
        \(usage.rawValue) when the command line is wrong.
        """
}
