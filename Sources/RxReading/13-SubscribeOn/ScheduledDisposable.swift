/// A disposable whose disposal runs on a scheduler: `dispose()` only schedules the disposal of
/// the disposable it wraps, and the scheduler runs it.
///
/// RxSwift's `subscribe(on:)` wraps the source's subscription in one, so that unsubscribing
/// from the source happens on the same scheduler as subscribing to it; RxReading's
/// `SubscribeOnSink` schedules that unsubscription itself, the same way (chapter 13). `isDisposed` turns true when the
/// scheduler has run the disposal, not when `dispose()` was called.
///
/// Safe to call from any thread; the wrapped disposable is disposed at most once.
// region: ScheduledDisposable
// Sendable, unchecked: `disposed`, an atomic flag, lets exactly one caller take `disposable`.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler that runs the disposal.
    public let scheduler: ImmediateSchedulerType

    private let disposed = AtomicInt(0)

    // state
    private var disposable: Disposable?

    /// Whether the wrapped disposable has been disposed (on the scheduler).
    public var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Wraps `disposable`, to be disposed on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: where the wrapped disposable will be disposed.
    ///   - disposable: what to dispose there.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Schedules the disposal of the wrapped disposable on `scheduler` and returns at once.
    public func dispose() {
        // The scheduled action keeps this object alive until the scheduler has run it.
        _ = scheduler.schedule(self) { scheduledDisposable in
            scheduledDisposable.disposeInner()
            return Disposables.create()
        }
    }

    /// Disposes the wrapped disposable; runs on the scheduler.
    func disposeInner() {
        // Several dispose() calls schedule several actions; the first to run does the work.
        if fetchOr(disposed, 1) == 0 {
            disposable?.dispose()
            disposable = nil
        }
    }
}
// endregion: ScheduledDisposable
