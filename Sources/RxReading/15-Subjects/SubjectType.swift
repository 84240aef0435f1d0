/// Something that is both an observable sequence and an observer: whatever it is told through
/// its observer side, it passes on to the observers subscribed to its observable side.
///
/// A subject is where imperative code hands values to reactive code: the code that computes a
/// value calls `onNext` on the subject, and every chain subscribed to it receives the value.
// region: SubjectType
public protocol SubjectType: ObservableType {
    /// The type of the observer side. The library's subjects are their own observers.
    associatedtype Observer: ObserverType

    /// The observer side of the subject: the door through which events come in.
    ///
    /// - Returns: The observer that feeds this subject.
    func asObserver() -> Observer
}
// endregion: SubjectType
