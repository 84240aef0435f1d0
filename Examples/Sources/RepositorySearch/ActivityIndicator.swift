import Foundation
import RxReading

// A spinner's truth, built the way apps build it: every tracked sequence holds a token for as long
// as it is subscribed (`Observable.using`), the tokens are counted in a relay, and "busy" is that
// count above zero, shared (`share(replay: 1)`) so that every screen element that shows it sees one
// subscription. Notice that a request disposed by `flatMapLatest`, or by leaving the screen, gives
// its token back exactly as a finished one does: `using` disposes the resource either way.

/// Counts the sequences being tracked; as a `Driver`, `true` while any is subscribed.
public final class ActivityIndicator: SharedSequenceConvertibleType {
    public typealias Element = Bool
    public typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let inFlight = BehaviorRelay(value: 0)
    private let isBusy: Observable<Bool>

    public init() {
        isBusy = inFlight
            .map { $0 > 0 }
            .distinctUntilChanged()
            .share(replay: 1)
    }

    // region: track
    /// `source`, holding a token from subscription to disposal.
    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ ActivityToken(indicator: self) }, observableFactory: { _ in source.asObservable() })
    }
    // endregion: track

    fileprivate func begin() {
        lock.lock(); defer { lock.unlock() }
        inFlight.accept(inFlight.value + 1)
    }

    fileprivate func end() {
        lock.lock(); defer { lock.unlock() }
        inFlight.accept(inFlight.value - 1)
    }

    public func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
        isBusy.asDriver(onErrorJustReturn: false)
    }
}

/// What `using` holds: counts one up when made, one down on its first `dispose()`.
private final class ActivityToken: Disposable {
    private let indicator: ActivityIndicator
    private let lock = NSLock()
    private var disposed = false

    init(indicator: ActivityIndicator) {
        self.indicator = indicator
        indicator.begin()
    }

    func dispose() {
        lock.lock()
        let first = !disposed
        disposed = true
        lock.unlock()
        if first { indicator.end() }
    }
}

extension ObservableConvertibleType {
    /// This sequence, counted by `indicator` while it is subscribed.
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}
