/// A type that can be read as an `Event`.
///
/// It exists so that generic code can constrain an element type to "is an event of some
/// element type" (a `where Element: EventConvertible` clause), something an extension cannot
/// say about the generic enum `Event` directly, since it cannot introduce the `T` of
/// `Event<T>`. RxSwift's `dematerialize()` is declared that way; chapter 01 shows the
/// constraint at work.
// region: EventConvertible
public protocol EventConvertible {
    /// The type of the elements of the event.
    associatedtype Element

    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// An event is trivially convertible to itself.
    public var event: Event<Element> { self }
}
// endregion: EventConvertible
