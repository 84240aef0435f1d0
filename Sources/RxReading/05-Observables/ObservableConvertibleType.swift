/// Anything that can be turned into an `Observable`: the widest "is a sequence" in the library.
///
/// Traits and subjects (chapter 15) are convertible without being observables themselves, so
/// operators that accept "some source" ask for this protocol, not `ObservableType`.
// region: ObservableConvertibleType
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The value as an observable sequence.
    func asObservable() -> Observable<Element>
}
// endregion: ObservableConvertibleType
