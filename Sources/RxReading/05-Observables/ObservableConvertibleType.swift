/// Anything that can be turned into an `Observable`: the widest "is a sequence" in the library.
///
/// In RxSwift, traits such as `Single` (and RxCocoa's `Driver`) are convertible without being
/// observables themselves, so code that accepts "some source" asks for this protocol, not
/// `ObservableType`. RxReading's traits (chapter 25) and `Driver` (chapter 26) conform the same
/// way, so the same signatures compile against both libraries.
// region: ObservableConvertibleType
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The value as an observable sequence.
    ///
    /// - Returns: An observable that sends what this value stands for.
    func asObservable() -> Observable<Element>
}
// endregion: ObservableConvertibleType
