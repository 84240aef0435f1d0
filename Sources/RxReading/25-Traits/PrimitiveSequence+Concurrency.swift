// RxSwift 6.5 compiles these three only off Linux (`!os(Linux)`); chapter 22's bridges exist on
// every platform the library builds for, and so do these.

// region: traitValue
// region: singleValue
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Waits for the `Single`'s answer: returns its element, or throws its error.
    ///
    /// Reading the property subscribes, at once, on the reading task's thread. Cancelling the
    /// waiting task disposes the subscription and throws `CancellationError`. (RxSwift 6.5 leaves
    /// the task waiting forever then, its bug #2426, fixed in 6.6.0 the same way.) RxSwift 6.5
    /// also declares it only off Linux; here it exists wherever the library builds.
    public var value: Element {
        get async throws {
            try await awaitAnswer { resume in
                subscribeSingle(
                    onSuccess: { resume(.success($0)) },
                    onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}
// endregion: singleValue

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Waits for the `Maybe`'s answer: returns its element, `nil` when it completes without one,
    /// or throws its error. Cancelling the waiting task disposes the subscription and throws
    /// `CancellationError`, where RxSwift 6.5 leaves the task waiting forever. RxSwift 6.5 also
    /// declares it only off Linux; here it exists wherever the library builds.
    public var value: Element? {
        get async throws {
            try await awaitAnswer { resume in
                subscribeMaybe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Waits for the `Completable`: returns when it completes, or throws its error. Cancelling
    /// the waiting task disposes the subscription and throws `CancellationError`, where RxSwift
    /// 6.5 leaves the task waiting forever. RxSwift 6.5 also declares it only off Linux; here it
    /// exists wherever the library builds.
    public var value: Void {
        get async throws {
            try await awaitAnswer { resume in
                subscribeCompletable(
                    onCompleted: { resume(.success(())) },
                    onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

// region: awaitAnswer
/// Subscribes with `subscribe`, which gets a `resume` to call with the answer, and waits for the
/// first call: the later ones (the `onDisposed` that follows every answer) do nothing, so the
/// continuation is resumed exactly once. Cancelling the waiting task disposes the subscription,
/// whose `onDisposed` then resumes it with `CancellationError`.
func awaitAnswer<Answer>(
    _ subscribe: (@escaping (Result<Answer, Swift.Error>) -> Void) -> Disposable
) async throws -> Answer {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, Swift.Error>) in
            let resumed = OnceFlag()
            subscription.setDisposable(subscribe { answer in
                guard resumed.claim() else { return }
                // The element moves to the waiting task without being `Sendable`, as it moves to
                // another thread through `observe(on:)` (chapter 22's `values` does the same).
                nonisolated(unsafe) let answer = answer
                continuation.resume(with: answer)
            })
        }
    } onCancel: {
        subscription.dispose()
    }
}
// endregion: awaitAnswer

/// A flag that one caller, the first, gets to set.
// Sendable, unchecked: its one field is an atomic.
final class OnceFlag: @unchecked Sendable {
    let isSet = AtomicInt(0)

    /// True for the first call only.
    func claim() -> Bool {
        fetchOr(isSet, 1) == 0
    }
}
// endregion: traitValue
