// region: asObservable
extension AsyncSequence {
    /// An `Observable` that iterates this sequence in a new `Task` for each subscription and
    /// sends each element it gets, then `.completed`, or `.error` with what the iteration threw.
    ///
    /// The task is created in the observable's subscribe closure (an `AnonymousObservable`, what
    /// `create` builds), which is not isolated to any actor, so the iteration and the `onNext`
    /// calls run on the cooperative pool (the global concurrent executor), never on the
    /// subscriber's actor: subscribing from `@MainActor` code does not move the loop onto the main
    /// thread (the complaint of RxSwift #2553, which 6.10 answered with `Task.detached`). Use
    /// `observe(on:)` to choose where observers run.
    ///
    /// Disposing the subscription cancels the task; the sequence sees the cancellation at its
    /// next suspension point, and whatever it still produces is dropped by the disposed sink.
    ///
    /// Every subscription iterates the same sequence value (an `AsyncStream`'s elements are
    /// shared).
    ///
    /// - Returns: an `Observable` of this sequence's elements.
    public func asObservable() -> Observable<Element> {
        AnonymousObservable { observer in
            // The loop is written here, where `Self` is known, and handed to the task whole: the
            // task is the only one to run it, so the sequence and the observer it captures are
            // used by one task at a time.
            let iterate = HandOff { () async -> Void in
                do {
                    for try await value in self {
                        observer.onNext(value)
                    }
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            let task = Task { await iterate.value() }
            return Disposables.create { task.cancel() }
        }
    }
}
// endregion: asObservable
