/// The grammar fuzzer's source of randomness: SplitMix64, a 64-bit generator that is fully
/// determined by its seed, so a printed seed regenerates the same program on any machine.
///
/// Foundation's and the standard library's system generators are seeded by the operating system
/// and cannot replay a run; this one is a few lines of integer arithmetic with published test
/// values (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014).
/// A value type: copy it to fork the sequence. Not for cryptography.
struct GrammarFuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`. The modulo bias is below 2^-50 for the small ranges the fuzzer uses.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent` / 100.
    mutating func chance(percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One of `choices`, each as likely as the others.
    mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// One of `choices`, chosen with probability proportional to its weight.
    mutating func pick<Choice>(weighted choices: [(weight: Int, choice: Choice)]) -> Choice {
        var roll = int(in: 0...(choices.reduce(0) { $0 + $1.weight } - 1))
        for (weight, choice) in choices {
            if roll < weight {
                return choice
            }
            roll -= weight
        }
        return choices[choices.count - 1].choice
    }
}
