/// A page's frames and an index of them by name.
package struct FrameTable: Sendable, Equatable {
    package let frames: [AtlasFrame]
    package let index: [String: Int]

    package init(_ frames: [AtlasFrame]) {
        self.frames = frames
        // Names are unique (the reader checks), so the index is a plain dictionary.
        index = Dictionary(uniqueKeysWithValues: frames.enumerated().map { ($1.name, $0) })
    }

    package static func == (a: FrameTable, b: FrameTable) -> Bool { a.frames == b.frames }
}
