/// A polygon with holes as a doubly linked list of nodes over the shape's vertices, for joining holes and cutting
/// ears without moving any array. Nodes 0..<n are the vertices themselves, outer boundary then holes (each hole its
/// own cycle until bridged); each bridge adds two nodes, copies of its two ends.
struct LinkedPolygon {

    let points: [Point]
    /// Where each hole's nodes start and end.
    let holes: [Range<Int>]
    var vertex: [Int32]
    var next: [Int32], previous: [Int32]
    /// Per node, for a bridge edge (from the node to the next): the node whose edge runs back along it, or -1.
    var twin: [Int32]
    /// Per node, the next node at the same point (a cycle; a node alone points at itself).
    var sameNext: [Int32]

    init(_ shape: OutlineShape) {
        var points = shape.outer.points
        var holes: [Range<Int>] = []
        for hole in shape.holes {
            holes.append(points.count..<points.count + hole.points.count)
            points += hole.points
        }
        self.points = points
        self.holes = holes
        vertex = Array(0..<Int32(points.count))
        next = []
        previous = []
        next.reserveCapacity(points.count + 2 * holes.count)
        previous.reserveCapacity(points.count + 2 * holes.count)
        for ring in [0..<shape.outer.points.count] + holes {
            for k in ring {
                next.append(Int32(k + 1 == ring.upperBound ? ring.lowerBound : k + 1))
                previous.append(Int32(k == ring.lowerBound ? ring.upperBound - 1 : k - 1))
            }
        }
        twin = [Int32](repeating: -1, count: points.count)
        sameNext = vertex
    }

    var nodeCount: Int { vertex.count }

    @inline(__always) func point(_ node: Int32) -> Point { points[Int(vertex[Int(node)])] }
    @inline(__always) func point(_ node: Int) -> Point { points[Int(vertex[node])] }

    /// The turn at a node: positive where the boundary turns clockwise on screen (a convex corner of an outer
    /// boundary), negative at a reflex corner, zero where it runs straight on.
    @inline(__always) func turn(_ node: Int) -> Double {
        Triangulator.orient(point(previous[node]), point(node), point(next[node]))
    }

    /// A new node at the same point as `node`, outside the list for now.
    mutating func copy(of node: Int32) -> Int32 {
        let copy = Int32(vertex.count)
        vertex.append(vertex[Int(node)])
        next.append(-1)
        previous.append(-1)
        twin.append(-1)
        sameNext.append(sameNext[Int(node)])
        sameNext[Int(node)] = copy
        return copy
    }
}
