#if CH23
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 23's diagrams: the filtering operators, each keeping one piece of state.
    static let chapter23: [MarbleDiagram] = [
        MarbleDiagram(chapter: 23, name: "distinctUntilChanged",
                      title: "distinctUntilChanged(): an element equal to the last one sent is dropped; a comes back after b and passes again") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a-a-b-b-a|", values: ["a": "a", "b": "b"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.distinctUntilChanged() }
            sketch.subscriptions("source", of: source)
            sketch.observer("distinctUntilChanged", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "take-until",
                      title: "source.take(until: other): other's first element completes the result and ends both subscriptions") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-1-2-3-4-5|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5])
            let other = try scheduler.createHotObservable("------x-|", values: ["x": "x"])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("source", source.asObservable(), on: scheduler)
                    .take(until: sketch.tap("other", other.asObservable(), on: scheduler))
            }
            sketch.observer("take(until:)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "sample",
                      title: "source.sample(ticks): a tick sends the newest element since the last tick, or nothing; the source's completion waits for the next tick") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-1-2----3|", values: ["1": 1, "2": 2, "3": 3])
            let ticks = try scheduler.createHotObservable("----t--t---t-t|", values: ["t": "t"])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("source", source.asObservable(), on: scheduler)
                    .sample(sketch.tap("ticks", ticks.asObservable(), on: scheduler))
            }
            sketch.observer("sample", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "single",
                      title: "single(): the first element passes at once; the second ends the result with moreThanOneElement and the source is disposed") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a--b--|", values: ["a": "a", "b": "b"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.single() }
            sketch.subscriptions("source", of: source)
            sketch.observer("single", observer)
            return sketch.drawing()
        },
    ]
}
#endif
