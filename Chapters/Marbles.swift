import RxReading
#if CH12
import RxReadingTest
#endif

/// A marble diagram the book draws by running operators on a `TestScheduler`: `swift run rxbook
/// marbles NAME` prints it, a chapter embeds it with `<!-- marbles: NN NAME -->` (text, and an
/// SVG picture above it), and `weave --check` fails when what the code draws now differs from
/// what the book shows. A chapter's diagrams live beside its demos, in `MarblesNN.swift`.
public struct MarbleDiagram: Sendable {
    /// The chapter whose prose shows the diagram.
    public let chapter: Int
    /// Its name on the command line (`map`); unique across the book.
    public let name: String
    /// What it shows, in one line.
    public let title: String
    let body: @Sendable () throws -> MarbleDrawing

    public init(chapter: Int, name: String, title: String, body: @escaping @Sendable () throws -> MarbleDrawing) {
        self.chapter = chapter
        self.name = name
        self.title = title
        self.body = body
    }

    /// Runs the diagram's code and returns what it drew.
    public func draw() throws -> MarbleDrawing {
        try body()
    }
}

/// What one diagram drew: one stage (a line of time) per point of the chain it watched, all on
/// one clock.
public struct MarbleDrawing: Sendable, Equatable {
    /// The virtual time of every line's first frame.
    public let origin: Int
    /// Virtual ticks per frame (RxReadingTest's `Marbles.ticksPerFrame`).
    public let ticksPerFrame: Int
    /// How many frames the lines span (the longest line, or more when asked).
    public let frames: Int
    /// What the first frame is, for the reader: "tick 200, where start() subscribes".
    public let originNote: String
    public let stages: [MarbleStage]

    public init(origin: Int, ticksPerFrame: Int, frames: Int, originNote: String, stages: [MarbleStage]) {
        self.origin = origin
        self.ticksPerFrame = ticksPerFrame
        self.frames = frames
        self.originNote = originNote
        self.stages = stages
    }
}

/// One line of a diagram: a label (the operator or the observer it watches), the marble line,
/// its legend and notes, and each symbol with its exact time (for the picture).
public struct MarbleStage: Sendable, Equatable {
    /// A symbol of the line (a key, `|`, `#`, `^` or `!`) at a virtual time.
    public struct Mark: Sendable, Equatable {
        public let time: Int
        public let symbol: Character
    }

    public let label: String
    public let marbles: String
    public let legend: [String]
    public let notes: [String]
    public let marks: [Mark]
    /// Whether the line shows a subscription (`^`, `!`) rather than events.
    public let isSubscription: Bool
}

/// Every chapter's marble diagrams, in chapter order. They run on RxReadingTest's
/// `TestScheduler` (chapter 12), so they exist in the builds that include chapter 12.
public enum MarbleDiagrams {
    /// Whether this build can draw marble diagrams at all: only with chapter 12's TestScheduler.
    /// A build of an earlier chapter's state (`RXREADING_CHAPTERS=7`) has none, and weave leaves
    /// the marble blocks it cannot draw as they are.
    public static var drawable: Bool {
        #if CH12
        return true
        #else
        return false
        #endif
    }

    public static var all: [MarbleDiagram] {
        var diagrams: [MarbleDiagram] = []
        #if CH12
        diagrams += chapter07 + chapter10 + chapter12
        #endif
        #if CH13
        diagrams += chapter13
        #endif
        #if CH14
        diagrams += chapter14
        #endif
        #if CH15
        diagrams += chapter15
        #endif
        #if CH16
        diagrams += chapter16
        #endif
        #if CH17
        diagrams += chapter17
        #endif
        #if CH18
        diagrams += chapter18
        #endif
        #if CH19
        diagrams += chapter19
        #endif
        #if CH20
        diagrams += chapter20
        #endif
        #if CH21
        diagrams += chapter21
        #endif
        #if CH23
        diagrams += chapter23
        #endif
        #if CH24
        diagrams += chapter24
        #endif
        #if CH25
        diagrams += chapter25
        #endif
        #if CH26
        diagrams += chapter26
        #endif
        return diagrams
    }

    /// The diagrams of one chapter.
    public static func of(chapter: Int) -> [MarbleDiagram] {
        all.filter { $0.chapter == chapter }
    }
}

#if CH12
/// Collects the stages of one diagram while its code runs: a tap that records what passes one
/// point of a chain, an observer's history, a source's subscriptions. Each becomes a line when
/// the run is over.
public final class MarbleSketch {
    private let origin: TestTime
    private let originNote: String
    private var stages: [(_ frames: Int?) -> MarbleStage] = []

    /// - Parameters:
    ///   - origin: the virtual time of every line's first frame (`start()`'s subscription, 200,
    ///     unless the diagram shows what happens before it).
    ///   - originNote: what that time is, for the reader.
    public init(origin: TestTime = Marbles.origin, originNote: String = "where start() subscribes") {
        self.origin = origin
        self.originNote = originNote
    }

    private func add(_ label: String, isSubscription: Bool = false, _ line: @escaping (TestTime, Int?) -> MarbleLine) {
        let origin = self.origin
        stages.append { frames in
            let drawn = line(origin, frames)
            return MarbleStage(label: label, marbles: drawn.marbles, legend: drawn.legend, notes: drawn.notes,
                               marks: drawn.marks.map { MarbleStage.Mark(time: $0.time, symbol: $0.symbol) },
                               isSubscription: isSubscription)
        }
    }

    /// `source`, with every event that passes recorded on `scheduler`'s clock as the line
    /// `label`: a stage drawn from inside the running chain.
    public func tap<Element>(_ label: String, _ source: Observable<Element>, on scheduler: TestScheduler) -> Observable<Element> {
        let recorder = scheduler.createObserver(Element.self)
        add(label) { origin, frames in recorder.marbles(origin: origin, frames: frames) }
        return Observable.create { observer in
            source.subscribe { event in
                recorder.on(event)
                observer.on(event)
            }
        }
    }

    /// Events given as data (a source's recorded events, say), as the line `label`.
    public func events<Element>(_ label: String, _ events: [Recorded<Event<Element>>]) {
        add(label) { origin, frames in Marbles.line(events, origin: origin, frames: frames) }
    }

    /// What `observer` recorded, as the line `label`.
    public func observer<Element>(_ label: String, _ observer: TestableObserver<Element>) {
        add(label) { origin, frames in observer.marbles(origin: origin, frames: frames) }
    }

    /// Each subscription to `source` as a line (`^` subscribed, `!` unsubscribed).
    public func subscriptions<Element>(_ label: String, of source: TestableObservable<Element>) {
        let count = source.subscriptions.count
        for index in 0 ..< max(count, 1) {
            add(count > 1 ? "\(label) \(index + 1)" : label, isSubscription: true) { origin, frames in
                index < source.subscriptions.count
                    ? Marbles.line(source.subscriptions[index], origin: origin, frames: frames)
                    : MarbleLine(marbles: String(repeating: "-", count: frames ?? 0))
            }
        }
    }

    /// The drawing, every line padded to the longest one or to `frames`.
    public func drawing(frames: Int? = nil) -> MarbleDrawing {
        let natural = stages.map { $0(nil).marbles.count }.max() ?? 0
        let width = max(natural, frames ?? 0)
        return MarbleDrawing(origin: origin, ticksPerFrame: Marbles.ticksPerFrame, frames: width,
                             originNote: originNote, stages: stages.map { $0(width) })
    }
}
#endif
