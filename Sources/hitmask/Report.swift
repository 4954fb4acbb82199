import ArgumentParser
import HitMaskGenerator
import HitMaskReport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SpriteEmbedding: ExpressibleByArgument {}

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page of every mask to look at: sprites with their masks, rects, outlines and frames.",
        discussion: """
            Takes the inputs and placement `hitmask generate` takes (or hitmask.json's), checks the outputs as \
            --check does, and writes one self-contained page: a summary (files, pixels, bytes, what is stale, \
            missing or orphaned), then every mask over its sprite with overlays to switch on and off, a search, \
            pixel-exact zoom, and the answers of contains, distance and frame at the pixel under the pointer.

            With --against OLD (an older copy of the masks folder, such as the base branch's), the page is a \
            review of an art change: which masks changed and by how many pixels, the changed pixels marked, and \
            rect and outline counts before and after.

            With --masks FOLDER and no sources (no inputs, no hitmask.json), the page shows the masks alone, each \
            drawn by itself: a folder of masks received without their art, or a CI artifact of masks.

            The page is written whatever the state of the masks (exit 0); use generate --check to fail a build.
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The page to write.", valueName: "file.html"))
    var output = "hitmask-report.html"

    @Option(help: ArgumentHelp("Folder holding the masks (generate's --output).", valueName: "folder"))
    var masks: String?

    @OptionGroup var assets: AssetArguments

    @Option(
        help: ArgumentHelp(
            "Show the sprites inside the page (embed: one file that opens anywhere), linked beside it (link: a light page), or not at all (none).",
            valueName: "embed|link|none"))
    var sprites: SpriteEmbedding = .embed

    @Option(
        help: ArgumentHelp(
            "An older copy of the masks (same layout) to compare with: the page shows what changed.",
            valueName: "folder"))
    var against: String?

    @Option(help: "The page's title.")
    var title = "HitMask report"

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if masks != nil && assets.besideSources {
            throw ValidationError("--masks and --beside-sources cannot be used together")
        }
    }

    /// True when the page shows a folder of masks alone: `--masks` and no sources, given or in a hitmask.json.
    private var masksAlone: Bool {
        masks != nil && assets.inputs.isEmpty && assets.pathList.listFile == nil && assets.config == nil
            && !FileManager.default.fileExists(atPath: HitMaskConfiguration.defaultFileName)
    }

    func run() throws {
        if let against, FileSystem.isFolder(against) != true {
            Console.error("\(against): --against needs a folder of masks, and there is none here")
            throw ExitStatus.setupProblem
        }
        let pageFolder = LexicalPath.split(output).folder
        if !pageFolder.isEmpty, FileSystem.isFolder(pageFolder) != true {
            Console.error("\(output): cannot write the page (its folder \(pageFolder) does not exist)")
            throw ExitStatus.setupProblem
        }
        var builder = ReportBuilder(pageFolder: pageFolder.isEmpty ? "." : pageFolder)
        builder.sprites = sprites
        builder.againstFolder = against

        let contents: ReportBuilder.Contents, inputs: [String]
        if let masks, masksAlone {
            guard FileSystem.isFolder(masks) == true else {
                Console.error("\(masks): --masks needs a folder of masks, and there is none here")
                throw ExitStatus.setupProblem
            }
            builder.paths = ReportPaths(inputs: [masks])
            contents = builder.contents(ofMasksIn: masks)
            if contents.entries.isEmpty {
                Console.error("\(masks): no .hitmask files found")
                throw ExitStatus.fileProblem
            }
            inputs = [masks]
        } else {
            var request = try assets.request(masksFolder: masks, option: "--masks")
            request.mode = .check
            let (batch, resolvedInputs) = try AssetArguments.resolve(request)
            let check = batch.run(inputs: resolvedInputs)
            if check.results.isEmpty && check.inputErrors.isEmpty {
                Console.error("\(resolvedInputs.joined(separator: ", ")): no PNG files found")
                throw ExitStatus.fileProblem
            }
            for error in check.inputErrors { Console.error(error) }
            builder.paths = ReportPaths(inputs: resolvedInputs)
            contents = builder.contents(of: check)
            inputs = resolvedInputs
        }
        let page = ReportPage(title: title, inputs: inputs.map(builder.paths.shown), contents: contents).html()
        do {
            try AtomicFile.write(Array(page.utf8), to: output)
        } catch {
            Console.error("\(error)")
            throw ExitStatus.setupProblem
        }
        if !quiet {
            let masks = contents.entries.filter { $0.mask != nil && $0.status != "removed" }.count
            print("wrote \(output): \(masks) of \(contents.entries.count) entries with masks, \(page.utf8.count) bytes")
        }
    }
}
