#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

// Sine and cosine from the platform's C library, so the runtime needs nothing beyond the standard library.
@usableFromInline func _sine(_ value: Double) -> Double { sin(value) }
@usableFromInline func _cosine(_ value: Double) -> Double { cos(value) }
