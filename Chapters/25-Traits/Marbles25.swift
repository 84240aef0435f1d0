#if CH25
import RxReading
import RxReadingTest

private struct RequestFailed: Error {}

extension MarbleDiagrams {
    /// Chapter 25's diagrams: `asSingle` checking its promise, `andThen`'s late subscription, and
    /// an `Infallible` falling back.
    static let chapter25: [MarbleDiagram] = [
        MarbleDiagram(chapter: 25, name: "asSingle",
                      title: "asSingle on one element, on two, on none: the element waits for the completion, a second element fails it at once and lets go of the source, no element fails it at the completion") {
            let sketch = MarbleSketch()
            let cases: [(String, String)] = [("one", "-1---|"), ("two", "-1-2--|"), ("none", "-----|")]
            for (name, marbles) in cases {
                let scheduler = TestScheduler(initialClock: 0)
                let source = try scheduler.createHotObservable(marbles, values: ["1": 1, "2": 2])
                let observer = scheduler.start { source.asSingle().asObservable() }
                sketch.events("\(name): source", source.recordedEvents)
                sketch.subscriptions("subscribed", of: source)
                sketch.observer("asSingle", observer)
            }
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 25, name: "andThen",
                      title: "save.andThen(fetch): fetch, a cold Single, is subscribed when save completes, and the result answers as fetch does") {
            let scheduler = TestScheduler(initialClock: 0)
            let save = scheduler.createHotObservable([.completed(240, Never.self)])
            let fetch = try scheduler.createColdObservable("--(p|)", values: ["p": "p"])
            let sketch = MarbleSketch()
            let observer = scheduler.start { save.asCompletable().andThen(fetch.asSingle()).asObservable() }
            sketch.events("save sends", save.recordedEvents)
            sketch.subscriptions("save", of: save)
            sketch.subscriptions("fetch", of: fetch)
            sketch.observer("andThen", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 25, name: "asInfallible",
                      title: "asInfallible(onErrorFallbackTo:): at the source's error the fallback is subscribed and its events take the rest's place; the result never fails") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-1-2-#", values: ["1": 1, "2": 2], error: RequestFailed())
            let fallback = try scheduler.createColdObservable("-0|", values: ["0": 0])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                source.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1)).asObservable()
            }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("source", of: source)
            sketch.subscriptions("fallback", of: fallback)
            sketch.observer("asInfallible", observer)
            return sketch.drawing()
        },
    ]
}
#endif
