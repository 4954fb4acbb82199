import HitMask
import HitMaskTestSupport
import Testing

// This target is compiled in the Swift 6 language mode (swift-tools-version 6.1), as a client package would be:
// if any public runtime type stopped being Sendable, this file would not compile.

/// A game's hit-testing state kept in an actor, as a Swift 6 app would.
private actor SpriteWorld {
    private var scene = HitTestScene<Int>(cellSize: 32)

    func insert(_ layer: HitTestScene<Int>.Layer) { scene.insert(layer) }
    func move(_ id: Int, to placement: HitTestPlacement) { scene.move(id, to: placement) }
    func hit(_ point: Point2D) -> Int? { scene.topmostLayerID(at: point) }
    /// The whole scene, handed out as a value to another concurrency domain.
    func snapshot() -> HitTestScene<Int> { scene }
}

private func requireSendable<T: Sendable>(_: T.Type) {}

@Suite("The runtime's public types cross concurrency domains (Swift 6 mode)")
struct ConcurrencyTests {
    @Test("every public runtime type is Sendable")
    func sendableTypes() {
        requireSendable(HitMask.self)
        requireSendable(HitMaskError.self)
        requireSendable(HitMaskError.Kind.self)
        requireSendable(PixelRect.self)
        requireSendable(FitMode.self)
        requireSendable(Point2D.self)
        requireSendable(Size2D.self)
        requireSendable(Rect2D.self)
        requireSendable(Transform2D.self)
        requireSendable(ImageContentMode.self)
        requireSendable(ViewPlacement.self)
        requireSendable(HitTestPlacement.self)
        requireSendable(HitTestScene<String>.self)
        requireSendable(HitTestScene<String>.Layer.self)
    }

    @Test("masks, scenes and errors are sent between tasks and an actor")
    func acrossTasks() async throws {
        let bits = SyntheticMasks.make(width: 8, height: 8) { x, y in x < 4 && y < 4 }
        let mask = try HitMask(bytes: SyntheticMasks.file(bits))
        let world = SpriteWorld()
        // Layers are built in child tasks and sent to the actor.
        try await withThrowingTaskGroup(of: HitTestScene<Int>.Layer.self) { group in
            for id in 0..<4 {
                group.addTask {
                    let frame = Rect2D(x: Double(id) * 100, y: 0, width: 8, height: 8)
                    return .init(id: id, mask: mask, placement: .frame(frame, contentMode: .scaleToFill))
                }
            }
            for try await layer in group { await world.insert(layer) }
        }
        #expect(await world.hit(Point2D(x: 201, y: 1)) == 2)
        #expect(await world.hit(Point2D(x: 206, y: 6)) == nil)
        await world.move(2, to: .transform(Transform2D(translationX: 500, y: 0)))

        // A snapshot of the scene is queried in another task.
        let snapshot = await world.snapshot()
        let hits = await Task.detached { snapshot.layerIDs(at: Point2D(x: 501, y: 1)) }.value
        #expect(hits == [2])

        // Errors cross task boundaries too.
        let failure = await Task.detached { () -> HitMaskError? in
            do throws(HitMaskError) {
                _ = try HitMask(bytes: [1, 2, 3])
                return nil
            } catch { return error }
        }.value
        #expect(failure?.kind == .notAHitMask)
    }
}
