#if CH24
import RxReading
import RxReadingTest

private struct RequestFailed: Error {}

extension MarbleDiagrams {
    /// Chapter 24's diagrams: events as elements, chunks by count or time, windows, and groups.
    static let chapter24: [MarbleDiagram] = [
        MarbleDiagram(chapter: 24, name: "materialize",
                      title: "materialize: each event, the error too, becomes an element, and the result completes at once after the last") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-1--2--#", values: ["1": 1, "2": 2], error: RequestFailed())
            let sketch = MarbleSketch()
            let observer = scheduler.start { source.materialize().map { "\($0)" } }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("subscribed", of: source)
            sketch.observer("materialize", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 24, name: "buffer",
                      title: "buffer(timeSpan: 50, count: 2): a chunk goes at two elements or 50 ticks after the last chunk, whichever comes first; the last one goes on completion") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-12---3------4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                source.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler).map { "\($0)" }
            }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("subscribed", of: source)
            sketch.observer("buffer", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 24, name: "window",
                      title: "window(timeSpan: 50, count: 2): each window is an observable, sent when it opens (numbered here), and completed at two elements or 50 ticks after it opened") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-ab---c------d-|", values: ["a": "a", "b": "b", "c": "c", "d": "d"])
            let sketch = MarbleSketch()
            var windows: [TestableObserver<String>] = []
            let observer = scheduler.start {
                source.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).map { window -> String in
                    let recorder = scheduler.createObserver(String.self)
                    windows.append(recorder)
                    // Each window completes with the source, which ends its subscription.
                    _ = window.subscribe(recorder)
                    return "\(windows.count)"
                }
            }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("subscribed", of: source)
            sketch.observer("window", observer)
            for (index, window) in windows.enumerated() {
                sketch.observer("window \(index + 1)", window)
            }
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 24, name: "groupBy",
                      title: "groupBy { parity }: the first element of each key sends its group (shown by key), and every element goes to its group") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-1-2--3-4-5-|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5])
            let sketch = MarbleSketch()
            var groups: [TestableObserver<Int>] = []
            var keys: [String] = []
            let observer = scheduler.start {
                source.groupBy { $0 % 2 == 1 ? "o" : "e" }.map { group -> String in
                    let recorder = scheduler.createObserver(Int.self)
                    groups.append(recorder)
                    keys.append(group.key)
                    _ = group.subscribe(recorder)
                    return group.key
                }
            }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("subscribed", of: source)
            sketch.observer("groupBy", observer)
            for (key, group) in zip(keys, groups) {
                sketch.observer("group \(key)", group)
            }
            return sketch.drawing()
        },
    ]
}
#endif
