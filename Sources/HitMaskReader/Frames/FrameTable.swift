/// A page's frames and an index of them by name.
package struct FrameTable: Sendable, Equatable {
    package let frames: [AtlasFrame]
    package let index: [String: Int]

    package init(_ frames: [AtlasFrame]) {
        self.frames = frames
        // Writers keep names unique; should a file repeat one, a lookup finds the first frame with it.
        index = Dictionary(frames.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package static func == (a: FrameTable, b: FrameTable) -> Bool { a.frames == b.frames }
}
