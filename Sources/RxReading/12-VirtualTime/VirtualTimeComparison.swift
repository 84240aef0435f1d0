/// The result of comparing two virtual times with `VirtualTimeConverterType.compareVirtualTime`:
/// the left one is earlier, the same, or later.
// region: VirtualTimeComparison
public enum VirtualTimeComparison {
    /// lhs < rhs
    case lessThan
    /// lhs == rhs
    case equal
    /// lhs > rhs
    case greaterThan
}
// endregion: VirtualTimeComparison

extension VirtualTimeComparison {
    /// Whether the left time is earlier.
    var lessThan: Bool {
        self == .lessThan
    }

    /// Whether the left time is later.
    var greaterThan: Bool {
        self == .greaterThan
    }

    /// Whether both times are the same.
    var equal: Bool {
        self == .equal
    }
}
