#if CH23
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 23's diagrams: an accumulator sent at every element and only at the end, elements
    /// sent before the source, and a race that one source wins.
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
    ]
}
#endif
