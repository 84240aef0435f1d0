// region: generate
extension ObservableType {
    /// A `for` loop as a sequence: starting from `initialState`, sends the state while
    /// `condition` holds, moving to the next with `iterate`, then completes. Each turn of the
    /// loop is a step of `scheduler.scheduleRecursive`, so disposing stops it between two
    /// elements. If either closure throws, the sequence ends with that error.
    ///
    /// - Parameters:
    ///   - initialState: The first state, sent first if `condition` holds for it.
    ///   - condition: Says whether a state is sent; the first `false` completes the sequence.
    ///   - scheduler: Runs the turns of the loop, one step each.
    ///   - iterate: Makes the next state from the one before.
    /// - Returns: An observable of the states `condition` holds for, in order.
    @available(swift, obsoleted: 6)
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool,
                                scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
                                iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }

    /// `generate` for Swift 6 callers: `condition` and `iterate` run on `scheduler`, so they must
    /// be `@Sendable`. It sends the state while `condition` holds, moving on with `iterate`, then
    /// completes. The Swift 5 twin takes RxSwift 6.5's plain closures.
    ///
    /// - Parameters:
    ///   - initialState: The first state, sent first if `condition` holds for it.
    ///   - condition: Says whether a state is sent; the first `false` completes the sequence.
    ///   - scheduler: Runs the turns of the loop, one step each.
    ///   - iterate: Makes the next state from the one before.
    /// - Returns: An observable of the states `condition` holds for, in order.
    @available(swift, introduced: 6)
    public static func generate(initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool,
                                scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
                                iterate: @escaping @Sendable (Element) throws -> Element) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

/// One subscription to `generate`: the loop's state, advanced once per scheduled step.
final class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    func run(_ parent: Generate<Element>) -> Disposable {
        var state = parent.initialState
        // The recursion's own state says only whether this is the first turn: the loop's state
        // lives in `state`, which the steps share, one after another.
        return parent.scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst {
                    state = try parent.iterate(state)
                }
                if try parent.condition(state) {
                    self.forwardOn(.next(state))
                    recurse(false)
                } else {
                    self.forwardOn(.completed)
                    self.dispose()
                }
            } catch let error {
                self.forwardOn(.error(error))
                self.dispose()
            }
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Generate<Element>: Producer<Element>, @unchecked Sendable {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool,
         iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Generate.self)
            let sink = GenerateSink(observer: observer, cancel: cancel)
            let subscription = sink.run(parent)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: generate
