import Foundation

// region: toBlocking
extension ObservableConvertibleType {
    /// The sequence with blocking operators: `try source.toBlocking().toArray()`.
    ///
    /// - Parameter timeout: the most seconds any blocking operator waits; past it, the
    ///   operator throws `RxError.timeout`. `nil` waits for as long as it takes.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
// endregion: toBlocking
