import ArgumentParser

/// How many files a command works on at once, for every command that reads or writes many (`--jobs`).
struct JobsOption: ParsableArguments {
    @Option(
        help: "Files to work on at once (default: the number of cores). Results are identical whatever the number.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}
