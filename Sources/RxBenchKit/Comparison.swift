/// One benchmark run by several implementations of the same work (the contenders, e.g. RxReading
/// and OpenCombine) and by plain Swift, all in one process, so every ratio between them is taken
/// on the same machine in the same moment.
public struct Comparison {
    /// One implementation of the comparison's work.
    public struct Contender {
        /// The implementation's name, for the legend and JSON ("RxReading").
        public let name: String
        /// A few letters for the table's column heads ("Rx").
        public let shortName: String
        /// The code it runs, in a phrase ("Observable.create → map → filter → subscribe").
        public let description: String
        /// Runs `n` operations; returns the same checksum as the comparison's baseline.
        public let run: (Int) -> Int

        public init(name: String, shortName: String, description: String, run: @escaping (Int) -> Int) {
            self.name = name
            self.shortName = shortName
            self.description = description
            self.run = run
        }
    }

    /// `group/variant`, e.g. `pump/create`.
    public let name: String
    /// What one operation is, for the table ("element", "subscription").
    public let unit: String
    /// Operations in one full-size run.
    public let operations: Int
    /// What the baseline does, in a phrase.
    public let baselineDescription: String
    /// The implementations compared, in the order of the table's columns.
    public let contenders: [Contender]
    /// Runs `n` operations in plain Swift; returns the checksum every contender must return.
    public let baseline: (Int) -> Int

    public init(
        name: String, unit: String, operations: Int, baselineDescription: String,
        contenders: [Contender], baseline: @escaping (Int) -> Int
    ) {
        self.name = name
        self.unit = unit
        self.operations = operations
        self.baselineDescription = baselineDescription
        self.contenders = contenders
        self.baseline = baseline
    }
}

/// What one comparison measured: a result per contender, in the comparison's order, and one for
/// the baseline.
public struct ComparisonMeasurement {
    /// What one side (a contender or the baseline) measured.
    public struct Side {
        public let name: String
        public let nanosPerOperation: Double
        /// Nil where allocations are not counted.
        public let allocationsPerOperation: Double?
        /// Instructions per operation under callgrind; nil when not counted.
        public let instructionsPerOperation: Double?
    }

    public let comparison: Comparison
    public let operations: Int
    public let repetitions: Int
    /// The N of the instruction count's (Ir(2N) − Ir(N)) / N; nil when not counted.
    public let instructionOperations: Int?
    public let contenders: [Side]
    public let baseline: Side

    /// How many times slower than the baseline the contender at `index` is.
    public func ratioToBaseline(_ index: Int) -> Double {
        contenders[index].nanosPerOperation / baseline.nanosPerOperation
    }

    /// How many times slower the contender at `first` is than the one at `second`.
    public func ratio(_ first: Int, to second: Int) -> Double {
        contenders[first].nanosPerOperation / contenders[second].nanosPerOperation
    }

    /// How many times more instructions than the baseline the contender at `index` executes.
    public func instructionRatioToBaseline(_ index: Int) -> Double? {
        guard let contender = contenders[index].instructionsPerOperation,
              let base = baseline.instructionsPerOperation else { return nil }
        return contender / base
    }

    /// How many times more instructions the contender at `first` executes than the one at `second`.
    public func instructionRatio(_ first: Int, to second: Int) -> Double? {
        guard let one = contenders[first].instructionsPerOperation,
              let other = contenders[second].instructionsPerOperation else { return nil }
        return one / other
    }
}
