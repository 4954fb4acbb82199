import Foundation
import HitMask

/// What happened to one source PNG.
public struct AssetResult: Sendable {
    public enum Status: String, Sendable {
        case generated
        case failed
    }

    public let sourcePath: String
    /// The `.hitmask` written (or that would have been written).
    public let outputPath: String
    public let status: Status
    /// Why it failed, for `.failed`.
    public let error: String?
    public let warnings: [String]
}

/// Generates masks for whole input lists: scanning, mirroring paths into the output folder, writing atomically,
/// and carrying on past bad files so one broken PNG never stops the rest.
public struct BatchGenerator {
    public var outputDirectory: String
    public var options: GenerationOptions

    public init(outputDirectory: String, options: GenerationOptions) {
        self.outputDirectory = outputDirectory
        self.options = options
    }

    public struct Report: Sendable {
        public var results: [AssetResult] = []
        /// Inputs that could not be scanned at all (missing paths, unreadable folders).
        public var inputErrors: [String] = []

        public var generatedCount: Int { results.filter { $0.status == .generated }.count }
        public var failedCount: Int { results.filter { $0.status == .failed }.count }
        public var succeeded: Bool { failedCount == 0 && inputErrors.isEmpty }
    }

    public func run(inputs: [String]) -> Report {
        var report = Report()
        var outputs: [String: String] = [:]  // output path → the source that claimed it
        for input in inputs {
            let assets: [SourceAsset]
            do {
                assets = try AssetScanner.assets(in: input)
            } catch {
                report.inputErrors.append(error.description)
                continue
            }
            for asset in assets {
                let outputPath = (outputDirectory as NSString).appendingPathComponent(asset.relativeOutputPath)
                if let earlier = outputs[outputPath] {
                    report.results.append(
                        AssetResult(
                            sourcePath: asset.sourcePath, outputPath: outputPath, status: .failed,
                            error: "its output \(outputPath) is already produced from \(earlier)", warnings: []))
                    continue
                }
                outputs[outputPath] = asset.sourcePath
                report.results.append(process(asset, outputPath: outputPath))
            }
        }
        return report
    }

    private func process(_ asset: SourceAsset, outputPath: String) -> AssetResult {
        func failure(_ reason: String) -> AssetResult {
            AssetResult(sourcePath: asset.sourcePath, outputPath: outputPath, status: .failed, error: reason, warnings: [])
        }
        guard let data = FileManager.default.contents(atPath: asset.sourcePath) else {
            return failure("cannot read the file")
        }
        do {
            let generated = try MaskGenerator.generate(
                pngBytes: [UInt8](data), fileName: (asset.sourcePath as NSString).lastPathComponent, options: options)
            try AtomicFile.write(generated.fileBytes, to: outputPath)
            return AssetResult(
                sourcePath: asset.sourcePath, outputPath: outputPath, status: .generated, error: nil,
                warnings: generated.warnings)
        } catch let error as GenerationError {
            return failure(error.description)
        } catch {
            return failure("\(error)")
        }
    }
}
