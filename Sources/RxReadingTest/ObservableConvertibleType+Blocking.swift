import Foundation

// region: toBlocking
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
extension ObservableConvertibleType {
    /// The sequence with blocking operators: `try source.toBlocking().toArray()`.
    ///
    /// - Parameter timeout: the most seconds any blocking operator waits; past it, the
    ///   operator throws `RxError.timeout`. `nil` waits for as long as it takes.
    /// - Returns: The blocking view of this sequence; nothing is subscribed until an operator runs.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
#endif
// endregion: toBlocking
