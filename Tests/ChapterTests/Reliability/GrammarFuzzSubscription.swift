import Foundation
import RxReading

/// One subscription of a running grammar-fuzz program, seen from both ends: the observer its
/// create closure received (which the program's steps drive), and the events its own observer
/// recorded; plus the holder the program disposes it through, and counters for every
/// disposable action, so the runner can check each ran exactly once.
///
/// The create closure may run, and events may arrive, on any thread; everything they touch is
/// behind `lock`. `sentBeforeDispose` and `disposedByStep` belong to the program's thread.
final class GrammarFuzzSubscription {
    typealias Event = GrammarFuzzModel.Event

    /// A disposable that counts every call of `dispose()`, so a second call is seen rather than
    /// swallowed (`Disposables.create(with:)` would run its action once whatever happens).
    final class CountingDisposable: Disposable {
        private let lock = NSLock()
        private var calls = 0

        func dispose() {
            lock.lock()
            calls += 1
            lock.unlock()
        }

        var disposeCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return calls
        }
    }

    /// The observer of `ObserverKind.observer` subscriptions.
    private struct Recorder: ObserverType {
        let subscription: GrammarFuzzSubscription

        func on(_ event: RxReading.Event<Int>) {
            switch event {
            case .next(let value): subscription.record(.next(value))
            case .error(let error): subscription.record(.error(String(describing: error)))
            case .completed: subscription.record(.completed)
            }
        }
    }

    /// What holds the subscription; its case follows `spec.holder`.
    private enum Holder {
        case notYet
        case direct(Disposable)
        case composite(CompositeDisposable, key: CompositeDisposable.DisposeKey?)
        case serial(SerialDisposable)
        case singleAssignment(SingleAssignmentDisposable)
        case bag(DisposeBag)
        case released
    }

    let index: Int
    let spec: GrammarFuzzProgram.Subscription

    private let lock = NSLock()

    // Source side.
    private var sourceObserver: AnyObserver<Int>?
    private var createRunCount = 0
    /// What the create closure returns; it must be disposed exactly once per subscription.
    let createDisposable = CountingDisposable()

    // Program side (the program's thread only).
    private(set) var sentBeforeDispose: [Event] = []
    private(set) var disposedByStep = false

    // Observer side.
    private var received: [Event] = []
    private var receivedElsewhere = 0
    private let programThread = pthread_self()
    private var elementCount = 0
    private var onDisposedCount = 0
    private var disposedItself = false
    /// Set, under the lock, with the element after which the observer disposes itself, and
    /// cleared once that dispose has returned: until then the element is recorded but the
    /// subscription is not yet disposed, and tidying up must not run in between (it would
    /// turn the observer's own dispose into nothing).
    private var selfDisposalInFlight = false

    // Holder side.
    private var holder = Holder.notYet
    private var disposeRequestedBeforeHeld = false
    private var cleanedUp = false
    /// Counted disposables the holder owns besides the subscription: the composite's companion,
    /// the serial disposable's replacements. Each must be disposed exactly once by the end.
    private var companions: [CountingDisposable] = []

    init(index: Int, spec: GrammarFuzzProgram.Subscription) {
        self.index = index
        self.spec = spec
    }

    // MARK: - Source side

    /// Called by the create closure: keeps its observer for the program's steps.
    func attachSource(_ observer: AnyObserver<Int>) -> Disposable {
        lock.lock()
        sourceObserver = observer
        createRunCount += 1
        lock.unlock()
        return createDisposable
    }

    var createRuns: Int {
        lock.lock()
        defer { lock.unlock() }
        return createRunCount
    }

    /// Sends `event` to the create closure's observer, if the closure has run.
    func send(_ event: Event) {
        lock.lock()
        let observer = sourceObserver
        lock.unlock()
        guard let observer else {
            return
        }
        if !disposedByStep {
            sentBeforeDispose.append(event)
        }
        switch event {
        case .next(let value): observer.onNext(value)
        case .error: observer.onError(GrammarFuzzModel.FuzzError())
        case .completed: observer.onCompleted()
        }
    }

    // MARK: - Observer side

    /// Subscribes to `chain` with the observer `spec` asks for and hands the result to the holder.
    func subscribe(to chain: Observable<Int>) {
        // A single-assignment holder exists before the subscription, as in real code: the
        // observer may ask to dispose before `setDisposable` has run.
        let singleAssignment = spec.holder == .singleAssignment ? SingleAssignmentDisposable() : nil
        if let singleAssignment {
            lock.lock()
            holder = .singleAssignment(singleAssignment)
            lock.unlock()
        }

        let subscription: Disposable
        switch spec.observer {
        case .observer:
            subscription = chain.subscribe(Recorder(subscription: self))
        case .closures:
            subscription = chain.subscribe(
                onNext: { self.record(.next($0)) },
                onError: { self.record(.error(String(describing: $0))) },
                onCompleted: { self.record(.completed) },
                onDisposed: { self.countOnDisposed() })
        }

        if let singleAssignment {
            singleAssignment.setDisposable(subscription)
        } else {
            hold(subscription)
        }
    }

    private func record(_ event: Event) {
        let elsewhere = pthread_equal(pthread_self(), programThread) == 0
        lock.lock()
        received.append(event)
        if elsewhere {
            receivedElsewhere += 1
        }
        var disposeNow = false
        if case .next = event {
            elementCount += 1
            if elementCount == spec.disposeAfterElements {
                disposedItself = true
                selfDisposalInFlight = true
                disposeNow = true
            }
        }
        lock.unlock()
        if disposeNow {
            disposeThroughHolder()
            lock.lock()
            selfDisposalInFlight = false
            lock.unlock()
        }
    }

    private func countOnDisposed() {
        lock.lock()
        onDisposedCount += 1
        lock.unlock()
    }

    var events: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Whether the observer has recorded the element it disposes itself after, and that
    /// dispose has not returned yet.
    var isDisposingItself: Bool {
        lock.lock()
        defer { lock.unlock() }
        return selfDisposalInFlight
    }

    /// How many events arrived on another thread than the program's.
    var eventsReceivedElsewhere: Int {
        lock.lock()
        defer { lock.unlock() }
        return receivedElsewhere
    }

    var onDisposedRuns: Int {
        lock.lock()
        defer { lock.unlock() }
        return onDisposedCount
    }

    var companionDisposeCounts: [Int] {
        lock.lock()
        let all = companions
        lock.unlock()
        return all.map(\.disposeCount)
    }

    // MARK: - Holder side

    private func hold(_ subscription: Disposable) {
        let held: Holder
        switch spec.holder {
        case .direct:
            held = .direct(subscription)
        case .compositeDispose, .compositeRemove:
            let companion = CountingDisposable()
            let composite = CompositeDisposable()
            _ = composite.insert(companion)
            let key = composite.insert(subscription)
            lock.lock()
            companions.append(companion)
            lock.unlock()
            held = .composite(composite, key: key)
        case .serialReplace:
            let serial = SerialDisposable()
            serial.disposable = subscription
            held = .serial(serial)
        case .singleAssignment:
            preconditionFailure("a single-assignment holder is made before subscribing")
        case .disposeBag:
            let bag = DisposeBag()
            subscription.disposed(by: bag)
            held = .bag(bag)
        }

        lock.lock()
        holder = held
        let disposeNow = disposeRequestedBeforeHeld
        lock.unlock()
        if disposeNow {
            disposeThroughHolder()
        }
    }

    /// A `dispose` step of the program.
    func disposeByStep() {
        disposedByStep = true
        disposeThroughHolder()
    }

    /// Disposes the subscription the way its holder does; from the program's thread or from the
    /// observer, on whichever thread delivers.
    private func disposeThroughHolder() {
        lock.lock()
        if cleanedUp {
            lock.unlock()
            return
        }
        switch holder {
        case .notYet:
            disposeRequestedBeforeHeld = true
            lock.unlock()
        case .direct(let subscription):
            lock.unlock()
            subscription.dispose()
        case .composite(let composite, let key):
            lock.unlock()
            if spec.holder == .compositeRemove, let key {
                composite.remove(for: key)
            } else {
                composite.dispose()
            }
        case .serial(let serial):
            let replacement = CountingDisposable()
            companions.append(replacement)
            lock.unlock()
            serial.disposable = replacement
        case .singleAssignment(let singleAssignment):
            lock.unlock()
            singleAssignment.dispose()
        case .bag(let bag):
            holder = .released
            lock.unlock()
            // This was the last reference: the bag's deinit disposes what it holds, here.
            withExtendedLifetime(bag) {}
        case .released:
            lock.unlock()
        }
    }

    /// The end of the program: disposes whatever the holder still holds and lets go of every
    /// library object this subscription kept, so `Resources.total` can come back.
    func cleanUp() {
        lock.lock()
        let last = holder
        holder = .released
        cleanedUp = true
        sourceObserver = nil
        lock.unlock()

        switch last {
        case .direct(let subscription): subscription.dispose()
        case .composite(let composite, _): composite.dispose()
        case .serial(let serial): serial.dispose()
        case .singleAssignment(let singleAssignment): singleAssignment.dispose()
        case .bag, .notYet, .released: break
        }
    }

    var didDisposeItself: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposedItself
    }
}
