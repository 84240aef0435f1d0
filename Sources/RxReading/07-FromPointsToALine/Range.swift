/// The integer types `range` accepts: RxSwift's name for `FixedWidthInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

// region: range
extension ObservableType where Element: RxAbstractInteger {
    #if CH09
    /// The integers `start, start + 1, ..., start + count - 1`, then completion; each one is a
    /// step of `scheduler.scheduleRecursive`.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
    #else
    /// The integers `start, start + 1, ..., start + count - 1`, then completion.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        RangeProducer(start: start, count: count)
    }
    #endif
}

final private class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let start: Element
    fileprivate let count: Element
    #if CH09
    fileprivate let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        RangeProducer.validate(start: start, count: count)
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }
    #else
    init(start: Element, count: Element) {
        RangeProducer.validate(start: start, count: count)
        self.start = start
        self.count = count
    }
    #endif

    private static func validate(start: Element, count: Element) {
        if count < 0 {
            rxFatalError("range(start:count:) needs a count of zero or more, got \(count)")
        }
        // The last element, start + count - 1, must fit in Element.
        if count > 0 && start.addingReportingOverflow(count - 1).overflow {
            rxFatalError("range(start:count:) would overflow \(Element.self): \(start) + \(count) - 1 does not fit")
        }
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RangeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

final private class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    private let parent: RangeProducer<Element>

    init(parent: RangeProducer<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        #if CH09
        return parent.scheduler.scheduleRecursive(0 as Element) { index, recurse in
            if index < self.parent.count {
                self.forwardOn(.next(self.parent.start + index))
                recurse(index + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
        #else
        var index: Element = 0
        while index < parent.count {
            if isDisposed {
                return Disposables.create()
            }
            forwardOn(.next(parent.start + index))
            index += 1
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
        #endif
    }
}
// endregion: range
