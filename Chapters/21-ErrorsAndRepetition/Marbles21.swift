#if CH21
import RxReading
import RxReadingTest

private struct RequestFailed: Error {}

extension MarbleDiagrams {
    /// Chapter 21's diagrams: a failing source caught, retried, retried on a trigger, and a
    /// second source concatenated.
    static let chapter21: [MarbleDiagram] = [
        MarbleDiagram(chapter: 21, name: "catch",
                      title: "catch: the source fails at 250; the fallback is subscribed at that moment and its events take the source's place") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a-b-#", values: ["a": "a", "b": "b"])
            let fallback = try scheduler.createColdObservable("-x-|", values: ["x": "x"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.catch { _ in fallback.asObservable() } }
            sketch.subscriptions("source", of: source)
            sketch.subscriptions("fallback", of: fallback)
            sketch.observer("catch", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 21, name: "retry",
                      title: "retry(3): each failure subscribes to the cold source again, from its start; the third failure goes through") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.retry(3) }
            sketch.subscriptions("source", of: source)
            sketch.observer("retry(3)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 21, name: "retry-when",
                      title: "retry(when:) with a trigger that answers each of the first two errors 20 ticks later and then completes: the third failure completes the result") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"], error: RequestFailed())
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                source.retry { (errors: Observable<RequestFailed>) in
                    errors.take(2).flatMap { _ in Observable<Int>.timer(.seconds(20), scheduler: scheduler) }
                }
            }
            sketch.subscriptions("source", of: source)
            sketch.observer("retry(when:)", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 21, name: "concat",
                      title: "a.concat(b): b is subscribed when a completes, not before; an element b would have sent earlier is not there to miss, b being cold") {
            let scheduler = TestScheduler(initialClock: 0)
            let first = try scheduler.createColdObservable("-1-2|", values: ["1": 1, "2": 2])
            let second = try scheduler.createColdObservable("-3-4|", values: ["3": 3, "4": 4])
            let sketch = MarbleSketch()
            let observer = scheduler.start { first.concat(second) }
            sketch.subscriptions("a", of: first)
            sketch.subscriptions("b", of: second)
            sketch.observer("a.concat(b)", observer)
            return sketch.drawing()
        },
    ]
}
#endif
