/// The integer types `range` accepts: RxSwift's name for `FixedWidthInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

// region: range
extension ObservableType where Element: RxAbstractInteger {
    #if CH09
    /// The integers `start, start + 1, ..., start + count - 1`, then completion; each one is a
    /// step of `scheduler.scheduleRecursive`. A negative `count`, or one that overflows
    /// `Element`, stops the program, as in RxSwift 6.5.
    ///
    /// - Parameters:
    ///   - start: The first integer sent.
    ///   - count: How many integers to send; zero sends only the completion.
    ///   - scheduler: Runs each step; the current-thread trampoline unless given.
    /// - Returns: An observable of the integers.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
    #else
    /// The integers `start, start + 1, ..., start + count - 1`, then completion.
    ///
    /// - Parameters:
    ///   - start: The first integer sent.
    ///   - count: How many integers to send; zero sends only the completion.
    /// - Returns: An observable of the integers.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        RangeProducer(start: start, count: count)
    }
    #endif
}

final class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    #if CH09
    func run(start: Element, count: Element, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(0 as Element) { index, recurse in
            if index < count {
                self.forwardOn(.next(start + index))
                recurse(index + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
    #else
    func run(start: Element, count: Element) -> Disposable {
        var index: Element = 0
        while index < count {
            if isDisposed {
                return Disposables.create()
            }
            forwardOn(.next(start + index))
            index += 1
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
    }
    #endif
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class RangeProducer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    let start: Element
    let count: Element
    #if CH09
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        RangeProducer.validate(start: start, count: count)
        self.start = start
        self.count = count
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: RangeProducer.self)
            let sink = RangeSink(observer: observer, cancel: cancel)
            let subscription = sink.run(start: parent.start, count: parent.count, on: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
    #else
    init(start: Element, count: Element) {
        RangeProducer.validate(start: start, count: count)
        self.start = start
        self.count = count
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: RangeProducer.self)
            let sink = RangeSink(observer: observer, cancel: cancel)
            let subscription = sink.run(start: parent.start, count: parent.count)
            return (sink: sink, subscription: subscription)
        }
    }
    #endif

    static func validate(start: Element, count: Element) {
        if count < 0 {
            rxFatalError("range(start:count:) needs a count of zero or more, got \(count)")
        }
        // The last element, start + count - 1, must fit in Element.
        if count > 0 && start.addingReportingOverflow(count - 1).overflow {
            rxFatalError("range(start:count:) would overflow \(Element.self): \(start) + \(count) - 1 does not fit")
        }
    }
}
// endregion: range
