#if CH12
// region: TestSchedulerMarbles
extension TestScheduler {
    /// A cold observable drawn as a marble line: `createColdObservable("-a-b-|", values: ["a": 1,
    /// "b": 2])` is `createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])`, frame f
    /// being f * `Marbles.ticksPerFrame` ticks after each subscription. A `#` is `error`.
    ///
    /// - Parameters:
    ///   - marbles: The marble line, frame 0 at each subscription.
    ///   - values: The element each key of the line stands for; a key it lacks is an error.
    ///   - error: The error a `#` stands for.
    /// - Returns: A cold testable observable of the line's events.
    /// - Throws: `MarbleSyntaxError`, naming the column and the rule broken (`^` has no place in
    ///   a cold line, an element after `|`, two terminal events, a key `values` lacks, ...).
    public func createColdObservable<Element>(
        _ marbles: String,
        values: [Character: Element] = [:],
        error: Swift.Error = Marbles.defaultError
    ) throws -> TestableObservable<Element> {
        createColdObservable(try Marbles.events(marbles, .cold, values: values, error: error))
    }

    /// A hot observable drawn as a marble line whose `^` (or first column, without one) is at
    /// `Marbles.origin`, 200, where `start()` subscribes: `createHotObservable("-a^-b-|", values:
    /// ["a": 1, "b": 2])` is `createHotObservable([.next(190, 1), .next(210, 2), .completed(230)])`.
    ///
    /// - Parameters:
    ///   - marbles: The marble line, its `^` (or first column) at 200.
    ///   - values: The element each key of the line stands for; a key it lacks is an error.
    ///   - error: The error a `#` stands for.
    /// - Returns: A hot testable observable of the line's events.
    /// - Throws: `MarbleSyntaxError`, naming the column and the rule broken.
    public func createHotObservable<Element>(
        _ marbles: String,
        values: [Character: Element] = [:],
        error: Swift.Error = Marbles.defaultError
    ) throws -> TestableObservable<Element> {
        createHotObservable(try Marbles.events(marbles, .hot, values: values, error: error))
    }
}
// endregion: TestSchedulerMarbles
#endif
