/// An observable sequence that cannot fail, delivers its events on its sharing strategy's
/// scheduler, and shares one subscription to its source among all its subscribers, in the way
/// the strategy says (`Driver` replays the latest element, `Signal` replays nothing).
///
/// It is a builder: every way to make one (`asDriver(onErrorJustReturn:)`, `Driver.just`, the
/// operators below) puts the `catch`, the `observe(on:)` and the `share` in place, so a value of
/// this type carries those three promises in its type, and `drive` or `emit` can rely on them.
///
/// Sendable, checked: its one stored property is an `Observable`, which is `Sendable` (chapter
/// 22), and `SharingStrategy` is a type that is never stored. So a `Driver` built off the main
/// thread can be handed to main-actor code, as RxSwift 6.5 apps do with a view model's outputs;
/// what crosses is the recipe, and every subscription to it delivers on the strategy's scheduler.
/// RxSwift 6.5's `SharedSequence` does not declare `Sendable`; its `createUnsafe(source:)`,
/// compiled only when an app defines `EXPANDABLE_SHARED_SEQUENCE`, has no counterpart here.
// region: SharedSequence
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType, Sendable {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source` in the strategy's sharing: every public way in goes through here or
    /// through `init(raw:)`.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, for a sequence that has nothing to share (`just`, `of`, `from`,
    /// `never`): each subscriber runs it again, which is cheaper than sharing and looks the same.
    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// The observable this sequence was built as, with its sharing.
    ///
    /// - Returns: The shared observable that every subscriber of this sequence subscribes to.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`, as the protocol asks.
    ///
    /// - Returns: This sequence.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}
// endregion: SharedSequence

// region: SharingStrategyProtocol
/// What makes a kind of `SharedSequence`: the scheduler its events are delivered on, and how one
/// subscription to its source is shared.
public protocol SharingStrategyProtocol {
    /// The scheduler every event of such a sequence is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among the subscribers of such a sequence (`share(replay:scope:)`, or
    /// anything else that keeps one subscription to the source).
    ///
    /// - Parameter source: The sequence to share, already on the scheduler and unable to fail.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a `SharedSequence` of some strategy: `SharedSequence`
/// itself, and `ControlProperty`/`ControlEvent` through their conversions.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The strategy of the `SharedSequence` this value converts to.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a `SharedSequence`.
    ///
    /// - Returns: The shared sequence this value stands for.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The observable of `asSharedSequence()`.
    ///
    /// - Returns: The shared sequence's observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
// endregion: SharingStrategyProtocol

// region: sharedSequenceConstructors
extension SharedSequence {
    /// Makes a sequence that completes at once, on the strategy's scheduler.
    ///
    /// - Returns: A sequence that sends only the completion.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Makes a sequence that sends nothing and never ends.
    ///
    /// - Returns: A sequence with no events.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Makes a sequence that sends `element` and completes, subscribed on the strategy's scheduler.
    ///
    /// - Parameter element: The one element to send.
    /// - Returns: A sequence that sends `element` to each subscriber, then completes.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Makes a sequence that calls `observableFactory` for each subscription to its shared
    /// source, and sends what that sequence sends.
    ///
    /// - Parameter observableFactory: Makes the shared sequence to subscribe to.
    /// - Returns: A shared sequence that defers making its source until it is subscribed.
    @available(swift, obsoleted: 6)
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Deferred(observableFactory: { observableFactory().asObservable() }))
    }

    /// Makes a sequence that calls `observableFactory` for each subscription to its shared
    /// source, and sends what that sequence sends.
    ///
    /// The Swift 6 form: the factory runs on the subscribing thread, so it must be `@Sendable`;
    /// RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameter observableFactory: Makes the shared sequence to subscribe to.
    /// - Returns: A shared sequence that defers making its source until it is subscribed.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Deferred(observableFactory: { observableFactory().asObservable() }))
    }

    /// Makes a sequence that sends `elements` one by one on the strategy's scheduler, then
    /// completes.
    ///
    /// - Parameter elements: The elements to send, in order.
    /// - Returns: A sequence that sends them to each subscriber, then completes.
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Makes a sequence that sends the array's elements one by one on the strategy's scheduler,
    /// then completes.
    ///
    /// - Parameter array: The elements to send, in order.
    /// - Returns: A sequence that sends them to each subscriber, then completes.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Makes a sequence that sends the sequence's elements one by one on the strategy's
    /// scheduler, then completes.
    ///
    /// - Parameter sequence: The elements to send, in order.
    /// - Returns: A sequence that sends them to each subscriber, then completes.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Makes a sequence that sends the wrapped value, if any, on the strategy's scheduler, then
    /// completes.
    ///
    /// - Parameter optional: The value to send, or `nil` to send none.
    /// - Returns: A sequence of zero or one element that then completes.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Makes a sequence that counts 0, 1, 2, ... one every `period` on the strategy's scheduler,
    /// shared: a later subscriber joins the count where it is (a `Driver` first replays the
    /// latest number).
    ///
    /// - Parameter period: The time between two numbers, and before the first.
    /// - Returns: A shared sequence of the numbers that never ends.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Makes a sequence that sends 0 after `dueTime`, then 1, 2, ... one every `period`, on the
    /// strategy's scheduler, shared.
    ///
    /// - Parameters:
    ///   - dueTime: The time before 0.
    ///   - period: The time between two later numbers.
    /// - Returns: A shared sequence of the numbers that never ends.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
// endregion: sharedSequenceConstructors
