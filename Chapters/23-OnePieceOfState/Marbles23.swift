#if CH23
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 23's diagrams: operators that keep one piece of state per subscription: the last
    /// key, a count, a flag, an accumulator; elements sent before the source, and a race one source wins.
    static let chapter23: [MarbleDiagram] = [
        MarbleDiagram(chapter: 23, name: "scan",
                      title: "scan(0, +): one running total out per element in, at the element's time; the seed 0 is never sent by itself") {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = try scheduler.createHotObservable("-1-2--3-|", values: ["1": 1, "2": 2, "3": 3])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("numbers", numbers.asObservable(), on: scheduler).scan(0) { $0 + $1 }
            }
            sketch.observer("scan(0, +)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "reduce",
                      title: "reduce(0, +): the same running total kept to itself, and only the last one sent, when the source completes") {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = try scheduler.createHotObservable("-1-2--3-|", values: ["1": 1, "2": 2, "3": 3])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("numbers", numbers.asObservable(), on: scheduler).reduce(0) { $0 + $1 }
            }
            sketch.observer("reduce(0, +)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "start-with",
                      title: "source.startWith(a, b): a and b are sent while the result is being subscribed, then the cold source is subscribed, at the same moment") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("----c-d|", values: ["c": "c", "d": "d"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.startWith("a", "b") }
            sketch.subscriptions("source", of: source)
            sketch.observer("startWith(a, b)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 23, name: "amb",
                      title: "a.amb(b): both are subscribed at once; b sends first and wins, a is disposed at that moment and its later elements are never seen") {
            let scheduler = TestScheduler(initialClock: 0)
            let a = try scheduler.createHotObservable("--1--2-|", values: ["1": 1, "2": 2])
            let b = try scheduler.createHotObservable("-7---8--9|", values: ["7": 7, "8": 8, "9": 9])
            let sketch = MarbleSketch()
            sketch.events("a", a.recordedEvents)
            sketch.events("b", b.recordedEvents)
            let observer = scheduler.start { a.amb(b) }
            sketch.subscriptions("a subscribed", of: a)
            sketch.subscriptions("b subscribed", of: b)
            sketch.observer("a.amb(b)", observer)
            return sketch.drawing()
        },
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
