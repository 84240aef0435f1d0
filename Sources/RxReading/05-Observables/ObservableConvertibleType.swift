/// Anything that can be turned into an `Observable`: the widest "is a sequence" in the library.
///
/// In RxSwift, traits such as `Single` (and RxCocoa's `Driver`) are convertible without being
/// observables themselves, so code that accepts "some source" asks for this protocol, not
/// `ObservableType`.
/// RxReading has no traits, but keeps the protocol so the same signatures compile against both.
// region: ObservableConvertibleType
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The value as an observable sequence.
    func asObservable() -> Observable<Element>
}
// endregion: ObservableConvertibleType
