// A stand-in for Apple's SwiftUI, declaring only what HitMask's adapters and docs use, with the signatures of
// Apple's documentation (developer.apple.com/documentation/swiftui), so that code written against them is
// type-checked on Linux. Nothing here draws.
@_exported import CoreGraphics

/// developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that the stand-in modifiers return.
public struct ModifiedView<Content>: View {
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/path
public struct Path: Sendable {
    public init() {}
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
}

/// developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// developer.apple.com/documentation/swiftui/image
public struct Image: View {
    public init(_ name: String) {}
    public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}

extension View {
    /// developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { ModifiedView<Self>() }
    /// developer.apple.com/documentation/swiftui/view/scaledtofit()
    public func scaledToFit() -> some View { ModifiedView<Self>() }
    /// developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        ModifiedView<Self>()
    }
}
