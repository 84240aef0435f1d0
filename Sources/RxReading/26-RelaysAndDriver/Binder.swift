/// An observer for binding to a target object, usually a piece of UI: each element is handed
/// to `binding` on the binder's scheduler (the main scheduler unless told otherwise), the target
/// is held weakly (once it is gone, elements are dropped), `completed` is ignored, and an error
/// is a misuse (debug builds stop; release builds print it).
///
/// Its `init` takes RxSwift 6.5's plain closure in both language modes: Swift does not tell two
/// initializers apart by `@Sendable` alone (chapter 22, `AnyObserver(eventHandler:)`). It is
/// `Sendable` (unchecked: `binding` runs only on the binder's scheduler), where RxSwift 6.5's
/// `Binder` does not declare `Sendable`.
// region: Binder
// Sendable, unchecked: `binding` runs only on the binder's scheduler (the main thread by
// default), whichever thread sends the event; the closure cannot be checked `@Sendable` because
// its `init` has no Swift 6 twin.
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    /// The type of the elements bound: `Value`.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that runs `binding` with `target` and each element on `scheduler`, while
    /// `target` is alive.
    ///
    /// - Parameters:
    ///   - target: The object bound to, held weakly.
    ///   - scheduler: Where `binding` runs; a new `MainScheduler` unless told otherwise.
    ///   - binding: Applies an element to the target (sets a property, calls a method).
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    // The target is read on the scheduler, when the binding runs, so a target
                    // released meanwhile is not revived for it.
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Binds a `next` element as `binding` says; ignores `completed`; an error is a misuse.
    ///
    /// - Parameter event: The event to bind.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    ///
    /// - Returns: An `AnyObserver` that sends each event to this binder's `on`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
// endregion: Binder
