// region: InfallibleEvent
/// What an `Infallible.create` closure can send: an element, or completion. `Event` without its
/// `.error` case, so the promise is kept by the type of the observer handed to the closure. It
/// is `Sendable` when its element is; RxSwift 6.5's is not.
public enum InfallibleEvent<Element> {
    /// An element of the sequence.
    case next(Element)

    /// The sequence ended, as planned.
    case completed
}

// Sendable when its element is, checked by the compiler (as `Event` is, chapter 01).
extension InfallibleEvent: Sendable where Element: Sendable {}
// endregion: InfallibleEvent
