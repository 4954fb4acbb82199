import HitMaskGenerator
import Testing

@Suite("Numbers from a file print whatever their value")
struct NumberTextTests {
    @Test("whole numbers plainly, fractions to the digits asked, extremes in exponent form, none trapping")
    func values() {
        #expect(NumberText.format(2) == "2")
        #expect(NumberText.format(-3) == "-3")
        #expect(NumberText.format(0x1p52) == "4503599627370496")
        #expect(NumberText.format(2.5) == "2.50")
        #expect(NumberText.format(1.0 / 3, digits: 3) == "0.333")
        // Values an Int conversion traps on, or that decimals would show as 0.
        #expect(NumberText.format(0x1p63) == "9.22e+18")
        #expect(NumberText.format(-.greatestFiniteMagnitude) == "-1.80e+308")
        #expect(NumberText.format(.leastNonzeroMagnitude) == "4.94e-324")
        #expect(NumberText.format(0.001) == "1.00e-03")
        #expect(NumberText.format(.infinity) == "inf")
        #expect(NumberText.format(-.infinity) == "-inf")
        #expect(NumberText.format(.nan) == "nan")
    }
}
